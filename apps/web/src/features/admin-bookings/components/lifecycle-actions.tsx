import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CANCEL_REASON_MAX,
  feeProblem,
  formatPrice,
  LATE_CANCEL_REASON,
  type AdminBooking,
  type BookingAnswer,
} from '@padel/contracts';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { notifyFailure } from '@/lib/failure-message';
import { useLateCancel } from '../api/late-cancel';
import { useRecordNoShow } from '../api/record-no-show';
import { useUndoArrived } from '../api/undo-arrived';
import { useTimedMoves } from '../lib/use-timed-moves';

/**
 * The detail screen's clock-bound moves (docs/screens.md#booking-detail): Undo arrived on the
 * booking's day, Record no-show once it has started, Late cancellation inside the cancellation
 * window; each shown only where the contracts' rules allow it now (docs/bookings.md#arrived).
 */
export function LifecycleActions({ booking }: { booking: AdminBooking }) {
  const moves = useTimedMoves()(booking);
  const [open, setOpen] = useState<'undo' | 'no-show' | 'late' | null>(null);
  const close = () => setOpen(null);
  if (!moves.undoArrived && !moves.noShow && !moves.lateCancel) return null;
  return (
    <>
      <Group gap="sm">
        {moves.undoArrived && (
          <Button variant="outline" onClick={() => setOpen('undo')}>
            Undo arrived
          </Button>
        )}
        {moves.noShow && (
          <Button variant="outline" color="red.9" onClick={() => setOpen('no-show')}>
            Record no-show
          </Button>
        )}
        {moves.lateCancel && (
          <Button variant="outline" color="red.9" onClick={() => setOpen('late')}>
            Late cancellation
          </Button>
        )}
      </Group>
      <UndoArrivedModal booking={booking} opened={open === 'undo'} onClose={close} />
      <NoShowModal booking={booking} opened={open === 'no-show'} onClose={close} />
      <LateCancelModal booking={booking} opened={open === 'late'} onClose={close} />
    </>
  );
}

interface ModalProps {
  booking: AdminBooking;
  opened: boolean;
  onClose: () => void;
}

const done = (onClose: () => void) => (answer: BookingAnswer) => {
  onClose();
  notifications.show({ color: 'green', message: answer.message });
};

function UndoArrivedModal({ booking, opened, onClose }: ModalProps) {
  const undo = useUndoArrived();
  return (
    <ConfirmModal
      opened={opened}
      title="Undo arrived?"
      confirmLabel="Undo arrived"
      autoFocus="cancel"
      working={undo.isPending}
      onConfirm={() =>
        undo.mutate(booking.id, {
          onSuccess: done(onClose),
          onError: (error) => {
            onClose();
            notifyFailure(error, 'Failed to undo arrived.');
          },
        })
      }
      onClose={onClose}
    >
      <Text>The booking goes back to Booking Confirmed.</Text>
    </ConfirmModal>
  );
}

/** The optional fee box: whole PKR from 0 to the booking's total (`feeProblem`). */
function useFee(total: number) {
  const [value, setValue] = useState<number | string>('');
  const fee = typeof value === 'number' ? value : undefined;
  const error =
    typeof value === 'string' && value.trim() !== ''
      ? 'The fee must be a whole number of rupees.'
      : fee !== undefined
        ? feeProblem(fee, total)
        : null;
  const input = (
    <NumberInput
      label="Fee owed (PKR, optional)"
      description={`Money the customer owes for it, up to ${formatPrice(total)}.`}
      min={0}
      max={total}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      inputMode="numeric"
      value={value}
      onChange={setValue}
      error={error}
    />
  );
  return { fee, error, input, reset: () => setValue('') };
}

function NoShowModal({ booking, opened, onClose }: ModalProps) {
  const record = useRecordNoShow();
  const { fee, error, input, reset } = useFee(booking.amount);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      title="Record a no-show?"
      confirmLabel="Record no-show"
      confirmColor="red.8"
      autoFocus="cancel"
      working={record.isPending}
      onConfirm={() => {
        if (error) return;
        record.mutate(
          { id: booking.id, fee },
          {
            onSuccess: done(close),
            onError: (failure) => notifyFailure(failure, 'Failed to record the no-show.'),
          },
        );
      }}
      onClose={close}
    >
      <Stack gap="sm">
        <Text>The customer did not come. Nobody is told.</Text>
        {input}
      </Stack>
    </ConfirmModal>
  );
}

function LateCancelModal({ booking, opened, onClose }: ModalProps) {
  const cancel = useLateCancel();
  const { fee, error, input, reset } = useFee(booking.amount);
  const [reason, setReason] = useState('');
  const close = () => {
    reset();
    setReason('');
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      title="Record a late cancellation?"
      confirmLabel="Cancel late"
      confirmColor="red.8"
      autoFocus="cancel"
      working={cancel.isPending}
      onConfirm={() => {
        if (error) return;
        cancel.mutate(
          { id: booking.id, fee, cancelReason: reason },
          {
            onSuccess: done(close),
            onError: (failure) => notifyFailure(failure, 'Failed to cancel the booking.'),
          },
        );
      }}
      onClose={close}
    >
      <Stack gap="sm">
        <Text>
          The booking is cancelled inside the cancellation window and its slots are freed. The
          customer is told.
        </Text>
        <TextInput
          label="Reason (optional)"
          placeholder={LATE_CANCEL_REASON}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {input}
      </Stack>
    </ConfirmModal>
  );
}
