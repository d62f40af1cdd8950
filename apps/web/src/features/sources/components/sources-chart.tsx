import { Paper, Text, Title } from '@mantine/core';
import { SOURCE_CATEGORIES } from '@padel/contracts';
import { useId } from 'react';
import type { SourceSummary } from './source-summary';
import classes from './sources-chart.module.css';

function Bar({
  label,
  value,
  max,
  kind,
}: {
  label: string;
  value: number;
  max: number;
  kind: 'visits' | 'bookings';
}) {
  const width = max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    <div className={classes.bars}>
      <span>{label}</span>
      <div className={classes.track} aria-hidden="true">
        <div className={`${classes.bar} ${classes[kind]}`} style={{ width: `${width}%` }} />
      </div>
      <span className={classes.value}>{value}</span>
    </div>
  );
}

/** Visits and bookings per source over the chosen period: plain CSS bars with their numbers. */
export function SourcesChart({ summary }: { summary: SourceSummary }) {
  const headingId = useId();
  const max = Math.max(1, ...SOURCE_CATEGORIES.map((category) => summary[category].visits));
  return (
    <Paper
      withBorder
      p="md"
      component="figure"
      className={classes.chart}
      aria-labelledby={headingId}
    >
      <Title order={2} size="h4" id={headingId} mb="xs">
        Visits and bookings by source
      </Title>
      <div className={classes.legend} aria-hidden="true">
        <span>
          <span className={`${classes.swatch} ${classes.visits}`} />
          Visits
        </span>
        <span>
          <span className={`${classes.swatch} ${classes.bookings}`} />
          Bookings
        </span>
      </div>
      <ul className={classes.rows}>
        {SOURCE_CATEGORIES.map((category) => (
          <li key={category}>
            <Text fw={600} size="sm" mb={4}>
              {category}
            </Text>
            <Bar label="Visits" value={summary[category].visits} max={max} kind="visits" />
            <Bar label="Bookings" value={summary[category].bookings} max={max} kind="bookings" />
          </li>
        ))}
      </ul>
    </Paper>
  );
}
