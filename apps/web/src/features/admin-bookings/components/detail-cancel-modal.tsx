import { Button, Group, Stack } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { focusFirstInvalidOnFailure } from '@/lib/form-errors';
import type { AdminBooking } from '@padel/contracts';
import {
  CancelBookingModal,
  CancelReasonField,
  RefundChoice,
  refundableAdvance,
} from './cancel-reason-field';

export const DETAIL_REASON_REQUIRED = 'Cancellation reason is required. Booking not cancelled.';

interface DetailCancelModalProps {
  booking: AdminBooking;
  opened: boolean;
  working: boolean;
  onCancelBooking: (reason: string, refundAdvance: boolean) => void;
  onClose: () => void;
}

/**
 * The detail screen's cancellation: a non-blank reason or the message of
 * docs/screens.md#booking-detail.
 */
export function DetailCancelModal({
  booking,
  opened,
  working,
  onCancelBooking,
  onClose,
}: DetailCancelModalProps) {
  return (
    <CancelBookingModal opened={opened} working={working} onClose={onClose}>
      <ReasonForm
        booking={booking}
        working={working}
        onCancelBooking={onCancelBooking}
        onClose={onClose}
      />
    </CancelBookingModal>
  );
}

function ReasonForm({
  booking,
  working,
  onCancelBooking,
  onClose,
}: Omit<DetailCancelModalProps, 'opened'>) {
  const form = useForm({
    initialValues: { reason: '', refund: true },
    validate: { reason: isNotEmpty(DETAIL_REASON_REQUIRED) },
  });
  const advance = refundableAdvance(booking);

  const handleSubmit = form.onSubmit(({ reason, refund }) => {
    if (!working) onCancelBooking(reason.trim(), refund);
  }, focusFirstInvalidOnFailure);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CancelReasonField {...form.getInputProps('reason')} />
        {advance !== null && (
          <RefundChoice
            amount={advance}
            refund={form.values.refund}
            onChange={(refund) => form.setFieldValue('refund', refund)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working}>
            Keep booking
          </Button>
          <Button type="submit" color="red.8" loading={working}>
            Cancel Booking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
