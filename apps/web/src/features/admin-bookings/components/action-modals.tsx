import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { CancelBookingModal, CancelReasonField } from './cancel-reason-field';

const WORKING_LABEL = 'Please Wait...';

interface ConfirmActionModalProps {
  opened: boolean;
  question: string;
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
  working,
  onConfirm,
  onClose,
}: ConfirmActionModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title="Please confirm"
      confirmLabel="Confirm"
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
  working: boolean;
  onProceed: (reason: string) => void;
  onClose: () => void;
}

/** The Cancel Booking modal: a reason is required; Proceed stays disabled while it is blank. */
export function CancelReasonModal({ opened, working, onProceed, onClose }: CancelReasonModalProps) {
  return (
    <CancelBookingModal opened={opened} working={working} onClose={onClose}>
      <CancelReasonForm working={working} onProceed={onProceed} onClose={onClose} />
    </CancelBookingModal>
  );
}

function CancelReasonForm({ working, onProceed, onClose }: Omit<CancelReasonModalProps, 'opened'>) {
  const form = useForm({ initialValues: { reason: '' } });
  const blank = form.values.reason.trim() === '';

  const handleSubmit = form.onSubmit(({ reason }) => {
    if (!blank && !working) onProceed(reason.trim());
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CancelReasonField {...form.getInputProps('reason')} />
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
