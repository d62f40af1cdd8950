import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The Booking failed prompt of docs/screens.md#booking-form; open while there is a message. */
export function BookingFailedPrompt({
  message,
  onClose,
}: {
  message: string | undefined;
  onClose: () => void;
}) {
  return (
    // Compound parts: Mantine's modal header is a <header>, a second banner landmark.
    <Modal.Root opened={message !== undefined} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...{ component: 'div' }}>
          <Modal.Title fw={700}>Booking failed</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text>{message}</Text>
            <Group justify="flex-end">
              <Button type="button" onClick={onClose}>
                Close
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
