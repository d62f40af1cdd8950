import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatPrice, type SeriesPreview } from '@padel/contracts';
import type { ReactNode, Ref } from 'react';
import { formatShortDay } from '@/lib/venue-time';
import { previewWords } from '../lib/series-form';
import classes from './series.module.css';

/**
 * The preview of a series (docs/screens.md#new-series): every date with its price, and in words
 * whether it can be booked; `children` are the choices that follow it (skip or stop, Create).
 */
export function SeriesPreviewList({
  preview,
  headingRef,
  children,
}: {
  preview: SeriesPreview;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const dates = preview.occurrences.length;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="series-preview"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="series-preview" ref={headingRef} tabIndex={-1}>
            Preview: {dates} {dates === 1 ? 'date' : 'dates'}
          </Title>
          <Text size="sm">
            {preview.bookable} can be booked
            {preview.conflicts > 0 ? `, ${preview.conflicts} cannot` : ''}. Nothing is booked yet.
          </Text>
        </div>
        <ol className={classes.dates} aria-label="Dates of the series">
          {preview.occurrences.map((occurrence) => (
            <li
              key={occurrence.date}
              className={classes.date}
              data-conflict={occurrence.conflict ? 'true' : undefined}
            >
              <span className={classes.day}>{formatShortDay(occurrence.date)}</span>
              <span className={classes.amount}>{formatPrice(occurrence.amount)}</span>
              <span className={classes.state}>{previewWords(occurrence)}</span>
            </li>
          ))}
        </ol>
        {children}
      </Stack>
    </Paper>
  );
}
