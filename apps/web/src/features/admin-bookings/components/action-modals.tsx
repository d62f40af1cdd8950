import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { CancelReasonField } from './cancel-reason-field';

const WORKING_LABEL = 'Please Wait...';

interface ConfirmActionModalProps {
  opened: boolean;
  question: string;
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure...?" with Confirm (Please Wait... while working) and Cancel (see docs/screens.md#booking-list). */
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
    <Modal
      opened={opened}
      onClose={working ? () => undefined : onClose}
      title="Cancel Booking"
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      {/* Mounted only while open, so each cancellation starts with an empty reason. */}
      {opened && <CancelReasonForm working={working} onProceed={onProceed} onClose={onClose} />}
    </Modal>
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
