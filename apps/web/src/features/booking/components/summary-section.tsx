import { Paper, Title } from '@mantine/core';
import type { PadelQuote } from '@padel/contracts';
import { useEffect, useId, useRef } from 'react';
import type { ConfirmedSelection } from '../lib/selection';
import { BookingFacts, PriceBreakdown } from './booking-facts';

/** Step 2's BOOKING SUMMARY: what is booked and, for padel, the server's prices. */
export function SummarySection({
  selection,
  quote,
}: {
  selection: ConfirmedSelection;
  quote: PadelQuote | null;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Start keyboard and screen-reader users at the top of the new step.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1} mb="sm">
        BOOKING SUMMARY
      </Title>
      <BookingFacts
        type={selection.type}
        court={selection.court}
        date={selection.date}
        slots={selection.slots}
      />
      {quote && <PriceBreakdown lines={quote.lines} total={quote.total} />}
    </Paper>
  );
}
