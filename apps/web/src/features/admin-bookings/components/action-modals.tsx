import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import type { AdminBooking } from '@padel/contracts';
import {
  CancelBookingModal,
  CancelReasonField,
  RefundChoice,
  refundableAdvance,
} from './cancel-reason-field';

const WORKING_LABEL = 'Please Wait...';

interface ConfirmActionModalProps {
  opened: boolean;
  question: string;
  /** The confirming button's label; Confirm unless the question offers something else. */
  confirmLabel?: string;
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure...?" with Confirm (Please Wait... while working) and Cancel (see
 * docs/screens.md#booking-list).
 */
export function ConfirmActionModal({
  opened,
  question,
  confirmLabel = 'Confirm',
  working,
  onConfirm,
  onClose,
}: ConfirmActionModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title="Please confirm"
      confirmLabel={confirmLabel}
      workingLabel={WORKING_LABEL}
      autoFocus="confirm"
      working={working}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>{question}</Text>
    </ConfirmModal>
  );
}

interface CancelReasonModalProps {
  opened: boolean;
  /** The booking being cancelled: its card advance, if any, is offered back. */
  booking: AdminBooking | null;
  working: boolean;
  onProceed: (reason: string, refundAdvance: boolean) => void;
  onClose: () => void;
}

/**
 * The Cancel Booking modal: a reason is required, Proceed stays disabled while it is blank, and a
 * card advance is refunded unless staff keep it.
 */
export function CancelReasonModal({
  opened,
  booking,
  working,
  onProceed,
  onClose,
}: CancelReasonModalProps) {
  return (
    <CancelBookingModal opened={opened} working={working} onClose={onClose}>
      <CancelReasonForm
        booking={booking}
        working={working}
        onProceed={onProceed}
        onClose={onClose}
      />
    </CancelBookingModal>
  );
}

function CancelReasonForm({
  booking,
  working,
  onProceed,
  onClose,
}: Omit<CancelReasonModalProps, 'opened'>) {
  const form = useForm({ initialValues: { reason: '', refund: true } });
  const blank = form.values.reason.trim() === '';
  const advance = booking ? refundableAdvance(booking) : null;

  const handleSubmit = form.onSubmit(({ reason, refund }) => {
    if (!blank && !working) onProceed(reason.trim(), refund);
  });

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
            Cancel
          </Button>
          <Button type="submit" color="red.8" disabled={blank || working}>
            {working ? WORKING_LABEL : 'Proceed'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
