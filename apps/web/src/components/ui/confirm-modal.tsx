import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The question, and anything that names what is about to change. */
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: MantineColor;
  /** Shown on the confirm button while working; without it the button shows a spinner. */
  workingLabel?: string;
  /** Which button has focus first: Cancel for what cannot be undone. */
  autoFocus: 'cancel' | 'confirm';
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure...?" with Cancel and a confirm button; it cannot be dismissed while working. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  workingLabel,
  autoFocus,
  working,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={working ? () => undefined : onClose}
      title={title}
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onClose}
            disabled={working}
            data-autofocus={autoFocus === 'cancel' || undefined}
          >
            Cancel
          </Button>
          <Button
            color={confirmColor}
            onClick={() => {
              if (!working) onConfirm();
            }}
            disabled={working && workingLabel !== undefined}
            loading={working && workingLabel === undefined}
            data-autofocus={autoFocus === 'confirm' || undefined}
          >
            {working && workingLabel !== undefined ? workingLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
