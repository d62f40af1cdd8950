import { Button, Paper, Title } from '@mantine/core';
import {
  APP_ROUTES,
  formatPrice,
  routePath,
  type SeriesAnswer,
  type SeriesOccurrence,
} from '@padel/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatLongDate, formatShortDay, venueToday } from '@/lib/venue-time';
import { canCancelOccurrence, datePlace, occurrenceWords } from '../lib/series-form';
import classes from './series.module.css';

/**
 * A series' dates, each with its price, its booking's state in words, and View, Move and Cancel
 * (docs/screens.md#series-page).
 */
export function SeriesDatesList({
  series,
  onMove,
  onCancel,
}: {
  series: SeriesAnswer;
  onMove: (occurrence: SeriesOccurrence) => void;
  onCancel: (occurrence: SeriesOccurrence) => void;
}) {
  const today = useMemo(() => venueToday(), []);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="series-dates">
      <Title order={2} size="h3" id="series-dates" mb="sm">
        Dates
      </Title>
      <ol className={classes.dates}>
        {series.occurrences.map((occurrence) => (
          <li
            key={occurrence.date}
            className={classes.date}
            data-conflict={
              occurrence.skipped && occurrence.skipped !== 'cancelled' ? 'true' : undefined
            }
          >
            <span className={classes.day}>{formatShortDay(occurrence.date)}</span>
            <span className={classes.amount}>{formatPrice(occurrence.amount)}</span>
            <span className={classes.state}>
              {occurrenceWords(occurrence)}
              {ownPlace(series, occurrence)}
            </span>
            <span className={classes.actions}>
              {occurrence.bookingId !== null && (
                <Button
                  component={Link}
                  to={routePath(APP_ROUTES.bookingDetail, { id: occurrence.bookingId })}
                  size="sm"
                  h={40}
                  variant="default"
                  aria-label={`View the booking of ${formatLongDate(occurrence.date)}`}
                >
                  View
                </Button>
              )}
              {canCancelOccurrence(occurrence, today) && (
                <Button
                  size="sm"
                  h={40}
                  variant="default"
                  aria-label={`Move ${formatLongDate(occurrence.date)}`}
                  onClick={() => onMove(occurrence)}
                >
                  Move
                </Button>
              )}
              {canCancelOccurrence(occurrence, today) && (
                <Button
                  size="sm"
                  h={40}
                  variant="outline"
                  color="red"
                  aria-label={`Cancel ${formatLongDate(occurrence.date)}`}
                  onClick={() => onCancel(occurrence)}
                >
                  Cancel
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
    </Paper>
  );
}

/** A date booked on another court or hours than the series' says where, after its status. */
function ownPlace(series: SeriesAnswer, occurrence: SeriesOccurrence): string {
  const place = datePlace(series, occurrence);
  return place ? ` · ${place}` : '';
}
