import { canTakeAction, type BookingAction, type BookingStatus } from '@padel/contracts';

/**
 * The row actions of the booking list (see docs/screens.md#booking-list); View and Delete are
 * always there.
 */
export type RowAction = BookingAction | 'delete';

/**
 * Which actions a row offers (see docs/bookings.md#statuses): a status action only where the
 * booking lifecycle allows it, as the server would refuse the rest; the phone layout also offers no
 * Cancel for a confirmed booking (docs/bookings.md#statuses, which gives no reason); Delete always.
 */
export function isActionEnabled(
  action: RowAction,
  status: BookingStatus | string,
  layout: 'table' | 'cards',
): boolean {
  if (action === 'delete') return true;
  if (action === 'cancel' && layout === 'cards' && status === 'Booking Confirmed') return false;
  return canTakeAction(action, status);
}

/** The question each action asks first (see docs/bookings.md#statuses). */
export const CONFIRM_QUESTIONS: Record<RowAction, string> = {
  arrived: 'Are you sure you want to mark this booking as arrived?',
  confirm: 'Are you sure you want to confirm this booking?',
  delete: 'Are you sure you want to delete this booking?',
  cancel: 'Are you sure you want to cancel this booking? This will delete the booking.',
};

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
