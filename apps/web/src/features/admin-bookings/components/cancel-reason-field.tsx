import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import { Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CANCEL_REASON_MAX, type AdminBooking } from '@padel/contracts';
import { formatPrice } from '@/lib/format';
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

/** The card advance a cancellation could give back: paid and not refunded yet, or null. */
export function refundableAdvance(booking: AdminBooking): number | null {
  const card = booking.cardPayment;
  return card && card.amount > 0 && card.refund === null ? card.amount : null;
}

/**
 * Both cancel dialogs state a card advance and let staff refund it (the default) or keep it (see
 * docs/payments.md#refunds); the customer's message says which.
 */
export function RefundChoice({
  amount,
  refund,
  onChange,
}: {
  amount: number;
  refund: boolean;
  onChange: (refund: boolean) => void;
}) {
  return (
    <Radio.Group
      label={`The customer paid an advance of ${formatPrice(amount)} by card.`}
      value={refund ? 'refund' : 'keep'}
      onChange={(value) => onChange(value === 'refund')}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="refund" label={`Refund ${formatPrice(amount)} to their card`} />
        <Radio value="keep" label="Keep the advance" />
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        The customer is told which.
      </Text>
    </Radio.Group>
  );
}
