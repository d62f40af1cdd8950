import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  APP_ROUTES,
  bookingMoney,
  deskOnlineProblems,
  feeStillOwed,
  isAllowedFrom,
  MOVEMENT_METHOD_WORDS,
  TRANSFER_MESSAGES,
  type AdminBooking,
  type BookingAnswer,
} from '@padel/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { waitsForItsTransfer } from '../lib/booking-actions';
import { ApiRequestError } from '@/lib/api-client';
import { useConfirmBooking } from '../api/confirm-booking';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { formatPrice } from '@/lib/format';
import { landedOnWords } from '@/lib/landed-on';
import { useRecordFeePayment } from '../api/record-fee-payment';
import { useRecordPayment, type RemainingPaymentType } from '../api/record-payment';
import { useUndoNoShow } from '../api/undo-no-show';
import { useUndoPayment } from '../api/undo-payment';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { CancelReasonModal, type CancelRefund } from './action-modals';
import { DeskOnlineFields } from './desk-online-fields';
import { deskOnlineRequest, NO_DESK_ONLINE, type DeskOnlineValues } from '../lib/desk-online';

const PAYMENT_BUTTONS: { type: RemainingPaymentType; label: string }[] = [
  { type: 'PayViaCash', label: 'Paid by Cash' },
  { type: 'PayViaCard', label: 'Paid by Card' },
  { type: 'PayViaOnline', label: 'Paid Online' },
];

function showError(message: string) {
  notifications.show({ color: 'red', title: 'Error', message });
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Confirm Booking while the booking is pending, and Cancel Booking while it is pending or
 * confirmed (see docs/screens.md#booking-detail).
 */
export function StatusActions({ booking }: { booking: AdminBooking }) {
  const confirm = useConfirmBooking();
  const cancel = useUpdateBookingStatus();
  const [cancelOpen, setCancelOpen] = useState(false);

  const handleConfirm = () => {
    confirm.mutate(booking.id, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: (error) =>
        showError(
          error instanceof ApiRequestError
            ? `Failed to confirm booking: ${error.serverMessage ?? 'Unknown error.'}`
            : `An error occurred while confirming the booking: ${reasonOf(error)}.`,
        ),
    });
  };

  const handleCancel = (reason: string, refund: CancelRefund) => {
    cancel.mutate(
      { id: booking.id, action: 'cancel', cancelReason: reason, ...refund },
      {
        onSuccess: (answer) => {
          setCancelOpen(false);
          notifications.show({ color: 'green', message: answer.message });
        },
        onError: (error) => {
          setCancelOpen(false);
          showError(
            error instanceof ApiRequestError
              ? error.serverMessage
                ? `Failed to cancel booking: ${error.serverMessage}`
                : 'Failed to cancel booking'
              : 'An error occurred while canceling the booking.',
          );
        },
      },
    );
  };

  return (
    <>
      <Group gap="sm">
        {waitsForItsTransfer(booking) ? (
          // A transfer is checked before it confirms anything (docs/payments.md#transfers).
          <Button
            color="yellow.9"
            variant="outline"
            component={Link}
            to={`/${APP_ROUTES.transfers}`}
          >
            {TRANSFER_MESSAGES.toCheck}
          </Button>
        ) : (
          isAllowedFrom('confirm', booking.status) && (
            <Button color="teal.9" onClick={handleConfirm} loading={confirm.isPending}>
              Confirm Booking
            </Button>
          )
        )}
        <Button
          color="red.9"
          variant="outline"
          onClick={() => setCancelOpen(true)}
          disabled={confirm.isPending}
        >
          Cancel Booking
        </Button>
      </Group>
      <CancelReasonModal
        wording="detail"
        booking={booking}
        opened={cancelOpen}
        working={cancel.isPending}
        onProceed={handleCancel}
        onClose={() => setCancelOpen(false)}
      />
    </>
  );
}

/** What staff record at the desk: the remaining balance, or a fee still owed. */
const DESK_PAYMENTS = {
  remainder: {
    title: 'Record the remaining balance',
    question: (amount: string, how: string) =>
      `Record ${amount} as ${how}? The booking will show as fully paid.`,
  },
  fee: {
    title: 'Record the fee paid',
    question: (amount: string, how: string) =>
      `Record the fee of ${amount} as ${how}? The customer will owe no fee.`,
  },
} as const;

/**
 * Record the remaining balance (see docs/payments.md#recording-the-remainder), or the fee a
 * no-show or a late cancellation owes (docs/bookings.md#fees), by cash, card or online. It is
 * money, so the admin confirms the amount and the method first; paid online, they pick which way
 * it came and give the statement's reference (docs/payments.md#paid-online).
 */
export function PaymentActions({
  booking,
  what = 'remainder',
}: {
  booking: AdminBooking;
  what?: keyof typeof DESK_PAYMENTS;
}) {
  const remainder = useRecordPayment();
  const fee = useRecordFeePayment();
  const record = what === 'fee' ? fee : remainder;
  const amount = what === 'fee' ? feeStillOwed(booking) : booking.remainingBalance;
  const [chosen, setChosen] = useState<RemainingPaymentType | null>(null);
  const [asking, setAsking] = useState(false);
  const [online, setOnline] = useState<DeskOnlineValues>(NO_DESK_ONLINE);
  const [onlineErrors, setOnlineErrors] = useState<Partial<Record<keyof DeskOnlineValues, string>>>(
    {},
  );
  const paidOnline = chosen === 'PayViaOnline';
  const chosenLabel =
    paidOnline && online.onlineMethod
      ? MOVEMENT_METHOD_WORDS[online.onlineMethod]
      : (PAYMENT_BUTTONS.find(({ type }) => type === chosen)?.label.toLowerCase() ?? '');

  const ask = (type: RemainingPaymentType) => {
    setChosen(type);
    setOnline(NO_DESK_ONLINE);
    setOnlineErrors({});
    setAsking(true);
  };

  const handlePay = () => {
    if (!chosen) return;
    // The server's own check, so staff see what is missing beside the field.
    const how = deskOnlineRequest(paidOnline, online);
    const problems = deskOnlineProblems(paidOnline, how);
    if (problems.length > 0) {
      setOnlineErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
      return;
    }
    const handlers = {
      onSettled: () => setAsking(false),
      // Money for a closed day lands on the next open one: the answer says which, and so do we.
      onSuccess: (answer: BookingAnswer) =>
        notifications.show(
          answer.landedOn
            ? {
                color: 'orange',
                title: answer.message,
                message: landedOnWords(answer.landedOn),
                autoClose: false,
              }
            : { color: 'green', message: answer.message },
        ),
      onError: (error: unknown) =>
        showError(
          error instanceof ApiRequestError
            ? error.serverMessage
              ? `Failed to update payment status. ${error.serverMessage}`
              : 'Failed to update payment status.'
            : 'Error updating payment status.',
        ),
    };
    if (what === 'fee') fee.mutate({ id: booking.id, method: chosen, ...how }, handlers);
    else remainder.mutate({ id: booking.id, remaining_paymentType: chosen, ...how }, handlers);
  };

  return (
    <Paper withBorder p="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={600}>{DESK_PAYMENTS[what].title}</Text>
        <Group gap="sm">
          {PAYMENT_BUTTONS.map(({ type, label }) => (
            <Button
              key={type}
              variant="outline"
              onClick={() => ask(type)}
              loading={record.isPending && chosen === type}
              disabled={record.isPending && chosen !== type}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        title="Record the payment?"
        confirmLabel="Record payment"
        autoFocus="cancel"
        working={record.isPending}
        onConfirm={handlePay}
        onClose={() => setAsking(false)}
      >
        <Text>{DESK_PAYMENTS[what].question(formatPrice(amount), chosenLabel)}</Text>
        {paidOnline && (
          <DeskOnlineFields
            idPrefix={`${what}-${booking.id}`}
            autoFocus
            values={online}
            errors={onlineErrors}
            onChange={(values) => {
              setOnline(values);
              setOnlineErrors({});
            }}
          />
        )}
      </ConfirmModal>
    </Paper>
  );
}

/**
 * Undo the last recorded payment, after a confirmation (see docs/payments.md#undo); the server
 * knows which.
 */
export function UndoPaymentButton({ booking }: { booking: AdminBooking }) {
  const undo = useUndoPayment();
  const [asking, setAsking] = useState(false);
  const handleUndo = () =>
    undo.mutate(booking.id, {
      onSettled: () => setAsking(false),
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: (error) =>
        showError(
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'Failed to undo the payment.',
        ),
    });
  return (
    <>
      {/* The modal stays outside the Group, whose children get a width limit. */}
      <Group justify="flex-end">
        <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
          Undo payment
        </Button>
      </Group>
      <ConfirmModal
        opened={asking}
        title="Undo the last payment?"
        confirmLabel="Undo payment"
        confirmColor="red.8"
        autoFocus="cancel"
        working={undo.isPending}
        onConfirm={handleUndo}
        onClose={() => setAsking(false)}
      >
        <Text>The booking goes back to what had been paid before the last recorded payment.</Text>
      </ConfirmModal>
    </>
  );
}

/**
 * A no-show whose customer did come after all (see docs/bookings.md#no-show): staff undo it and the
 * booking is marked arrived.
 */
export function UndoNoShowButton({ booking }: { booking: AdminBooking }) {
  const undo = useUndoNoShow();
  const handleUndo = () =>
    undo.mutate(booking.id, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: (error) =>
        showError(
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'Failed to undo the no-show.',
        ),
    });
  return (
    <Group gap="sm">
      <Text size="sm">Nobody marked this booking arrived by its end.</Text>
      <Button variant="outline" onClick={handleUndo} loading={undo.isPending}>
        Undo no-show (they came)
      </Button>
    </Group>
  );
}

/** Shown once the booking is fully paid. */
export function PaidMessage({ booking }: { booking: AdminBooking }) {
  const { paidHow } = bookingMoney(booking);
  return (
    <Group gap="xs">
      <Text fw={700} c="teal.9" size="lg">
        Paid
      </Text>
      <Text size="sm">
        The full amount has been received
        {paidHow ? ` (${paidHow})` : ''}.
      </Text>
    </Group>
  );
}
