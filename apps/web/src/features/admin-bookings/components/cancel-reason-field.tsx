import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import { Modal, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CANCEL_REASON_MAX } from '@padel/contracts';
import type { ReactNode } from 'react';

/**
 * The Cancel Booking dialog of the list and the detail: it cannot be closed while the
 * cancellation is on its way, and its form is mounted only while open, so each cancellation
 * starts with an empty reason.
 */
export function CancelBookingModal({
  opened,
  working,
  onClose,
  children,
}: {
  opened: boolean;
  working: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={working ? () => undefined : onClose}
      title="Cancel Booking"
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      {opened && children}
    </Modal>
  );
}

/** The reason textarea of both cancel dialogs (list and detail); each decides what blank means. */
export function CancelReasonField(inputProps: GetInputPropsReturnType) {
  return (
    <Textarea
      label="Reason for cancellation"
      description="The customer is told this reason."
      required
      autosize
      minRows={3}
      maxRows={8}
      maxLength={CANCEL_REASON_MAX}
      {...inputProps}
      data-autofocus
    />
  );
}
