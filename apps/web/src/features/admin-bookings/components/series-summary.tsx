import { Paper, Text } from '@mantine/core';
import {
  COURT_NAMES,
  formatPrice,
  repeatsWords,
  SERIES_PAYMENT_LABELS,
  slotRanges,
  type SeriesAnswer,
} from '@padel/contracts';
import { formatLongDate } from '@/lib/venue-time';
import { seriesTally } from '../lib/series-form';
import classes from './series.module.css';
import { PhoneNumber } from '@/components/ui/phone-number';

const STATUS_WORDS: Record<SeriesAnswer['status'], string> = {
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/** The series' customer and its facts, from Status to Kept for renewal until. */
export function SeriesSummary({ series }: { series: SeriesAnswer }) {
  const court = `${series.selectedCourt} (${COURT_NAMES[series.selectedCourt]})`;
  return (
    <Paper withBorder p="md" component="section" aria-label="Series summary">
      <Text fw={700} size="lg" mb="xs">
        {series.customerName}
      </Text>
      <dl className={classes.facts}>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[series.status]}</dd>
        <dt>Court</dt>
        <dd>{court}</dd>
        <dt>Hours</dt>
        <dd>{slotRanges(series.selectedSlots).join(', ')}</dd>
        <dt>Repeats</dt>
        <dd>{repeatsWords(series.everyWeeks, series.weekday)}</dd>
        <dt>Dates</dt>
        <dd>
          {formatLongDate(series.startDate)} to {formatLongDate(series.endDate)}
        </dd>
        <dt>Bookings</dt>
        <dd>{seriesTally(series)}</dd>
        <dt>Price</dt>
        <dd>
          {series.fixedPrice === null
            ? "The venue's prices for each date"
            : `${formatPrice(series.fixedPrice)} per game`}
        </dd>
        <dt>Payment</dt>
        <dd>{SERIES_PAYMENT_LABELS[series.payment]}</dd>
        <dt>Phone</dt>
        <dd>
          <PhoneNumber>{series.phoneNumber}</PhoneNumber>
        </dd>
        {series.email && (
          <>
            <dt>E-mail</dt>
            <dd>{series.email}</dd>
          </>
        )}
        {series.renewBy && (
          <>
            <dt>Kept for renewal until</dt>
            <dd>{formatLongDate(series.renewBy)}</dd>
          </>
        )}
      </dl>
    </Paper>
  );
}
