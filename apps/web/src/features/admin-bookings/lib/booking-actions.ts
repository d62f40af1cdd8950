import type { BookingStatus } from '@padel/contracts';
import type { BookingAction } from '../api/update-booking-status';

/** The row actions of the booking list (SPEC §2, §4); View and Delete are always there. */
export type RowAction = BookingAction | 'delete';

/**
 * Which actions a row offers (SPEC §4): Arrived only for a confirmed booking; Confirm not for
 * confirmed, arrived or cancelled ones; Cancel not for cancelled or arrived ones, and on the phone
 * layout not for confirmed ones either; Delete always.
 */
export function isActionEnabled(
  action: RowAction,
  status: BookingStatus | string,
  layout: 'table' | 'cards',
): boolean {
  switch (action) {
    case 'arrived':
      return status === 'Booking Confirmed';
    case 'confirm':
      return !['Booking Confirmed', 'arrived', 'Booking Cancelled'].includes(status);
    case 'cancel':
      if (status === 'Booking Cancelled' || status === 'arrived') return false;
      return !(layout === 'cards' && status === 'Booking Confirmed');
    case 'delete':
      return true;
  }
}

/** The question each action asks first (SPEC §4). */
export const CONFIRM_QUESTIONS: Record<RowAction, string> = {
  arrived: 'Are you sure you want to mark this booking as arrived?',
  confirm: 'Are you sure you want to confirm this booking?',
  delete: 'Are you sure you want to delete this booking?',
  cancel: 'Are you sure you want to cancel this booking? This will delete the booking.',
};

/** The failure message of each action (SPEC §8 Booking list). */
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

export const GENERIC_FAILURE = 'An error occurred. Please try again.';
