import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SourcesSummary } from '@padel/contracts';
import { useId } from 'react';
import { formatShortDate } from '@/lib/venue-time';
import { barsOf, scaleTop } from '@/lib/bar-chart';
import frame from '@/components/ui/bar-chart.module.css';
import classes from './sources-chart.module.css';

/** The SVG's own height units; CSS sets the height on screen. */
const HEIGHT = 100;

type Day = SourcesSummary['perDay'][number];

function DailyBars({ days, kind }: { days: Day[]; kind: 'visits' | 'bookings' }) {
  const values = days.map((day) => day[kind]);
  const top = scaleTop(values);
  return (
    <div className={classes.series}>
      <Text size="sm" fw={600}>
        {kind === 'visits' ? 'Visits' : 'Bookings'} per day
      </Text>
      <div className={frame.plot}>
        <div className={frame.scale}>
          <span>{top}</span>
          <span>0</span>
        </div>
        {/* The figure's table carries the numbers for screen readers; the bars are a picture. */}
        <svg
          className={frame.svg}
          viewBox={`0 0 ${Math.max(1, days.length)} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {barsOf(values, top, HEIGHT).map((bar, index) => (
            <rect key={days[index]!.date} className={classes[kind]} {...bar} />
          ))}
        </svg>
      </div>
    </div>
  );
}

/**
 * Visits and bookings per day over the chosen period (see docs/screens.md#redirection-sources):
 * two bar strips drawn by hand in SVG (no chart library in the admin chunk), and the same numbers
 * in a visually hidden table.
 */
export function SourcesChart({ perDay }: { perDay: Day[] }) {
  const headingId = useId();
  const first = perDay[0]?.date;
  const last = perDay.at(-1)?.date;
  return (
    <Paper withBorder p="md" component="figure" className={frame.chart} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Visits and bookings per day
      </Title>
      <Stack gap="sm">
        <DailyBars days={perDay} kind="visits" />
        <DailyBars days={perDay} kind="bookings" />
        {first && last && (
          <div className={frame.dates} aria-hidden="true">
            <span>{formatShortDate(first)}</span>
            <span>{formatShortDate(last)}</span>
          </div>
        )}
      </Stack>
      <VisuallyHidden>
        <Table>
          <caption>Visits and bookings per day</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Visits</Table.Th>
              <Table.Th scope="col">Bookings</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {perDay.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Th scope="row">{formatShortDate(day.date)}</Table.Th>
                <Table.Td>{day.visits}</Table.Td>
                <Table.Td>{day.bookings}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
