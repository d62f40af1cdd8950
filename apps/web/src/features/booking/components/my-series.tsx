import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import {
  BOOKING_ROUTES,
  COURT_NAMES,
  routePath,
  slotRanges,
  type CustomerSeries,
} from '@padel/contracts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/venue-time';
import { cancelMyBooking } from '../api/cancel-my-booking';
import { useMySeries } from '../api/get-my-series';
import { useAction } from '../lib/use-action';
import classes from './my-booking-page.module.css';

type Upcoming = CustomerSeries['upcoming'][number];

const FAILED = 'That date could not be cancelled. Please check your connection and try again.';

/**
 * "Your weekly booking" on the customer's page (docs/screens.md#after-booking): the upcoming dates
 * of the series the booking belongs to, each with its page and, within the cancellation window,
 * Cancel after a confirming dialog. Nothing shows for a booking outside a series.
 */
export function MySeries({
  token,
  onNotice,
}: {
  token: string;
  onNotice: (notice: { message: string; ok: boolean }) => void;
}) {
  const headingId = useId();
  const titleId = useId();
  const textId = useId();
  const series = useMySeries(token);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [chosen, setChosen] = useState<Upcoming | null>(null);
  const cancel = useAction(cancelMyBooking);

  const data = series.data;
  if (!data) return null;
  const hours = slotRanges(data.selectedSlots).join(', ');
  const every = data.everyWeeks === 1 ? 'every week' : `every ${data.everyWeeks} weeks`;

  const open = (date: Upcoming, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setChosen(date);
    dialogRef.current?.showModal();
    keepRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();

  const confirm = () => {
    if (!chosen || cancel.isPending) return;
    cancel.run(chosen.token).then(
      ({ message }) => {
        close();
        onNotice({ message: `${formatLongDate(chosen.date)}: ${message}`, ok: true });
        series.retry();
      },
      (error: unknown) => {
        close();
        const refused = error instanceof ApiRequestError && error.serverMessage;
        onNotice({ message: refused || FAILED, ok: false });
        series.retry();
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Your weekly booking
      </Title>
      <Text mb="sm">
        {data.selectedCourt} ({COURT_NAMES[data.selectedCourt]}), {hours}, {every}.
      </Text>
      {data.upcoming.length === 0 ? (
        <Text>No upcoming dates.</Text>
      ) : (
        <ul className={classes.series} aria-label="Upcoming dates">
          {data.upcoming.map((date) => {
            const cancelled = date.status === 'Booking Cancelled';
            const here = date.token === token;
            return (
              <li key={date.token} className={classes.seriesDate}>
                <span className={classes.seriesDay}>
                  {formatLongDate(date.date)}
                  {cancelled && ' (cancelled)'}
                  {here && ' (this booking)'}
                </span>
                <Group gap="xs" className={classes.seriesActions}>
                  {!here && (
                    <Anchor
                      component={Link}
                      to={routePath(BOOKING_ROUTES.myBooking, { token: date.token })}
                      aria-label={`View ${formatLongDate(date.date)}`}
                    >
                      View
                    </Anchor>
                  )}
                  {/* The page's own booking has its Cancellation section above. */}
                  {date.canCancel && !cancelled && !here && (
                    <Button
                      size="sm"
                      color="red"
                      variant="outline"
                      aria-label={`Cancel ${formatLongDate(date.date)}`}
                      onClick={(event) => open(date, event.currentTarget)}
                    >
                      Cancel
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      <dialog
        ref={dialogRef}
        className={classes.dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onCancel={(event) => {
          if (cancel.isPending) event.preventDefault();
        }}
        onClose={() => openerRef.current?.focus()}
      >
        <h2 id={titleId} className={classes.dialogTitle}>
          Cancel this date?
        </h2>
        <p id={textId} className={classes.dialogText}>
          {chosen
            ? `Your booking on ${formatLongDate(chosen.date)}, ${hours}, will be cancelled. The other dates stay booked.`
            : ''}
        </p>
        <Group justify="flex-end" gap="sm">
          <Button ref={keepRef} variant="default" onClick={close} disabled={cancel.isPending}>
            Keep this date
          </Button>
          <Button color="red" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel this date'}
          </Button>
        </Group>
      </dialog>
    </Paper>
  );
}
