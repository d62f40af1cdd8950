import {
  isAllowedFrom,
  waitsForTransfer,
  type AdminBooking,
  type BookingAction,
  type BookingStatus,
} from '@padel/contracts';
import type { TimedMoves } from './booking-timing';

/**
 * The row actions of the booking list (see docs/screens.md#booking-list); View and Delete are
 * always there.
 */
export type RowAction = BookingAction | 'delete';

/**
 * Which actions a row offers (see docs/bookings.md#statuses): a status action only where the
 * booking lifecycle allows it, as the server would refuse the rest, on the phone as on the table
 * (a confirmed booking can be cancelled from both); Delete always, though a booking the customer
 * still counts on is cancelled instead (see `LIVE_DELETE_QUESTION`). Arrived only inside its
 * window too (`moves`, docs/bookings.md#arrived), as the server refuses it outside.
 */
export function isActionEnabled(
  action: RowAction,
  status: BookingStatus | string,
  moves: Pick<TimedMoves, 'arrived'>,
): boolean {
  if (action === 'arrived') return moves.arrived;
  return action === 'delete' || isAllowedFrom(action, status);
}

/**
 * Whether the booking waits for its transfer to be checked (docs/payments.md#transfers): it is
 * accepted or rejected under Transfers to check, never confirmed plainly (the server refuses it).
 */
export const waitsForItsTransfer = (booking: AdminBooking) =>
  waitsForTransfer({
    transferBy: booking.transfer?.transferBy ?? null,
    status: booking.status,
    paymentStatus: booking.PaymentStatus,
  });

/** The question each action asks first (see docs/bookings.md#statuses). */
export const CONFIRM_QUESTIONS: Record<RowAction, string> = {
  arrived: 'Are you sure you want to mark this booking as arrived?',
  confirm: 'Are you sure you want to confirm this booking?',
  delete: 'Are you sure you want to delete this booking?',
  cancel: 'Are you sure you want to cancel this booking? The customer is told why.',
};

/**
 * What Delete asks of a booking the customer still counts on (docs/bookings.md#delete): deleting it
 * would tell them nothing, so it offers to cancel it instead.
 */
export const LIVE_DELETE_QUESTION =
  'This booking is still on and the customer expects to play. Deleting it would not tell them. Cancel it instead? The customer is told why.';
export const LIVE_DELETE_CONFIRM = 'Cancel it instead';

/** The failure message of each action (see docs/screens.md#booking-list). */
export const ACTION_FAILURES: Record<RowAction, string> = {
  arrived: 'Failed to mark as arrived.',
  confirm: 'Failed to confirm booking.',
  delete: 'Failed to delete booking.',
  cancel: 'Failed to cancel booking.',
};

/** Button labels of the row actions. */
export const ACTION_LABELS: Record<RowAction, string> = {
  arrived: 'Arrived',
  confirm: 'Confirm',
  cancel: 'Cancel',
  delete: 'Delete',
};
