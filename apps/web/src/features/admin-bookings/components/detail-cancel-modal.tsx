import { Button, Group, Stack } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { focusFirstInvalidOnFailure } from '@/lib/form-errors';
import { CancelBookingModal, CancelReasonField } from './cancel-reason-field';

export const DETAIL_REASON_REQUIRED = 'Cancellation reason is required. Booking not cancelled.';

interface DetailCancelModalProps {
  opened: boolean;
  working: boolean;
  onCancelBooking: (reason: string) => void;
  onClose: () => void;
}

/**
 * The detail screen's cancellation: a non-blank reason or the message of
 * docs/screens.md#booking-detail.
 */
export function DetailCancelModal({
  opened,
  working,
  onCancelBooking,
  onClose,
}: DetailCancelModalProps) {
  return (
    <CancelBookingModal opened={opened} working={working} onClose={onClose}>
      <ReasonForm working={working} onCancelBooking={onCancelBooking} onClose={onClose} />
    </CancelBookingModal>
  );
}

function ReasonForm({ working, onCancelBooking, onClose }: Omit<DetailCancelModalProps, 'opened'>) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: isNotEmpty(DETAIL_REASON_REQUIRED) },
  });

  const handleSubmit = form.onSubmit(({ reason }) => {
    if (!working) onCancelBooking(reason.trim());
  }, focusFirstInvalidOnFailure);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CancelReasonField {...form.getInputProps('reason')} />
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
