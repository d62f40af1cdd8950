import { notifications } from '@mantine/notifications';
import { isBookingLive, slotHour, type AdminBooking } from '@padel/contracts';
import { useState } from 'react';
import { useDeleteBooking } from '../api/delete-booking';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import {
  ACTION_FAILURES,
  CONFIRM_QUESTIONS,
  LIVE_DELETE_CONFIRM,
  LIVE_DELETE_QUESTION,
  type RowAction,
} from '../lib/booking-actions';
import { appConfig } from '@/lib/app-config';
import { notifyFailure } from '@/lib/failure-message';
import { CancelReasonModal, ConfirmActionModal, type CancelRefund } from './action-modals';

interface PendingAction {
  booking: AdminBooking;
  action: RowAction;
  /** `closed` keeps the booking so the modal's text stays while it fades out. */
  step: 'confirm' | 'reason' | 'closed';
  /** Delete asked of a booking the customer counts on: it became a cancel (docs/bookings.md#delete). */
  insteadOfDelete?: boolean;
}

/** Delete of a booking the customer still counts on offers to cancel it instead. */
function asked(booking: AdminBooking, action: RowAction): PendingAction {
  const live = isBookingLive(
    { ...booking, hours: booking.selectedSlots.flatMap((label) => slotHour(label) ?? []) },
    new Date(),
    appConfig.venueTimezone,
  );
  return action === 'delete' && live
    ? { booking, action: 'cancel', step: 'confirm', insteadOfDelete: true }
    : { booking, action, step: 'confirm' };
}

/**
 * The row actions' flow (see docs/screens.md#booking-list): every action first asks in a
 * confirmation modal; Cancel then asks for a reason. The result shows as a notification and the
 * list refreshes.
 */
export function useBookingActions() {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const updateStatus = useUpdateBookingStatus();
  const deleteBooking = useDeleteBooking();
  const working = updateStatus.isPending || deleteBooking.isPending;

  const close = () => setPending((current) => current && { ...current, step: 'closed' });

  const succeed = (message: string) => {
    notifications.show({ color: 'green', message });
    close();
  };
  const fail = (action: RowAction, error: unknown) => {
    notifyFailure(error, ACTION_FAILURES[action]);
    close();
  };

  const run = (target: PendingAction, cancel?: { reason: string; refund: CancelRefund }) => {
    const { booking, action } = target;
    if (action === 'delete') {
      deleteBooking.mutate(booking.id, {
        onSuccess: (answer) => succeed(answer.message),
        onError: (error) => fail(action, error),
      });
      return;
    }
    updateStatus.mutate(
      {
        id: booking.id,
        action,
        cancelReason: cancel?.reason,
        ...cancel?.refund,
      },
      {
        onSuccess: (answer) => succeed(answer.message),
        onError: (error) => fail(action, error),
      },
    );
  };

  const handleConfirm = () => {
    if (!pending || pending.step !== 'confirm' || working) return;
    if (pending.action === 'cancel') {
      setPending({ ...pending, step: 'reason' });
      return;
    }
    run(pending);
  };

  const modals = (
    <>
      <ConfirmActionModal
        opened={pending?.step === 'confirm'}
        question={
          pending?.insteadOfDelete
            ? LIVE_DELETE_QUESTION
            : pending
              ? CONFIRM_QUESTIONS[pending.action]
              : ''
        }
        confirmLabel={pending?.insteadOfDelete ? LIVE_DELETE_CONFIRM : undefined}
        working={working}
        onConfirm={handleConfirm}
        onClose={close}
      />
      <CancelReasonModal
        wording="list"
        opened={pending?.step === 'reason'}
        booking={pending?.booking ?? null}
        working={working}
        onProceed={(reason, refund) => {
          if (pending?.step === 'reason') run(pending, { reason, refund });
        }}
        onClose={close}
      />
    </>
  );

  return {
    request: (booking: AdminBooking, action: RowAction) => setPending(asked(booking, action)),
    modals,
  };
}
