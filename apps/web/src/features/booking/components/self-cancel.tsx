import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { VENUE_RULE_MESSAGES, type CustomerBooking } from '@padel/contracts';
import { useId, useRef } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { formatLongDate, formatVenueDateTime } from '@/lib/venue-time';
import { useCancelMyBooking } from '../api/cancel-my-booking';
import type { CancelOption } from '../lib/self-cancel';
import classes from './my-booking-page.module.css';

export type CancelOutcome =
  | { kind: 'cancelled'; message: string; booking: CustomerBooking }
  | { kind: 'refused'; message: string };

interface SelfCancelProps {
  token: string;
  booking: CustomerBooking;
  option: Exclude<CancelOption, null>;
  /** The venue's cancellation window in hours, once its settings have loaded. */
  cancelHours: number | undefined;
  onOutcome: (outcome: CancelOutcome) => void;
}

const FAILED = 'Your booking could not be cancelled. Please check your connection and try again.';

/**
 * Cancel booking on the customer's page (see docs/venue-settings.md#customer-cancel): until
 * `cancellableUntil`, a button and a confirming dialog (a native modal <dialog>: the page behind
 * is inert, Escape closes it, focus starts on "Keep booking" and goes back to the button); after
 * it, how to cancel instead.
 */
export function SelfCancel({ token, booking, option, cancelHours, onOutcome }: SelfCancelProps) {
  const headingId = useId();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancel = useCancelMyBooking();

  if (option.kind === 'contact') {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId} mb="sm">
          Cancellation
        </Title>
        <Text>
          {cancelHours !== undefined
            ? VENUE_RULE_MESSAGES.cancelTooLate(cancelHours)
            : 'To cancel this booking, please contact the venue.'}
        </Text>
      </Paper>
    );
  }

  const open = () => {
    dialogRef.current?.showModal();
    keepRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();

  const confirm = () => {
    if (cancel.isPending) return;
    cancel.run(token).then(
      ({ message, booking: cancelled }) => {
        close();
        onOutcome({ kind: 'cancelled', message, booking: cancelled });
      },
      (error: unknown) => {
        close();
        const refused = error instanceof ApiRequestError && error.serverMessage;
        onOutcome({ kind: 'refused', message: refused || FAILED });
      },
    );
  };

  const when = `${formatLongDate(booking.selectedDate)}, ${booking.selectedSlots.join(', ')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        Cancellation
      </Title>
      <Text mb="sm">
        You can cancel this booking until {formatVenueDateTime(option.until)} (venue time).
      </Text>
      <Button ref={openerRef} color="red" variant="outline" onClick={open}>
        Cancel booking
      </Button>
      <dialog
        ref={dialogRef}
        className={classes.dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        // Escape closes the dialog, except while the cancellation is being sent.
        onCancel={(event) => {
          if (cancel.isPending) event.preventDefault();
        }}
        onClose={() => openerRef.current?.focus()}
      >
        <h2 id={titleId} className={classes.dialogTitle}>
          Cancel this booking?
        </h2>
        <p id={textId} className={classes.dialogText}>
          Your booking for {when} will be cancelled and its slots given to others.
          {booking.paymentType === 'PayViaCard' && ' An advance paid by card is refunded.'}
        </p>
        <Group justify="flex-end" gap="sm">
          <Button ref={keepRef} variant="default" onClick={close} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button color="red" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel booking'}
          </Button>
        </Group>
      </dialog>
    </Paper>
  );
}
