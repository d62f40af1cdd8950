import { Button, Group, Stack, Text } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { focusFirstInvalidOnFailure } from '@/lib/form-errors';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import type { AdminBooking } from '@padel/contracts';
import { useState } from 'react';
import { useCancelQuote } from '@/lib/use-cancel-quote';
import { POLICY_REFUND, RefundPlan, refundRequestOf } from '@/components/ui/refund-plan';
import { CancelBookingModal, CancelReasonField } from './cancel-reason-field';

/** What a cancel request says of the refund: nothing for the policy's, else the owner's parts. */
export type CancelRefund = ReturnType<typeof refundRequestOf>;

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

const DETAIL_REASON_REQUIRED = 'Cancellation reason is required. Booking not cancelled.';

/**
 * How each screen words its cancellation (docs/screens.md#booking-list, #booking-detail): the
 * list's Proceed stays disabled while the reason is blank; the detail screen's Cancel Booking says
 * why it did nothing.
 */
const CANCEL_WORDINGS = {
  list: { keep: 'Cancel', submit: 'Proceed', required: null },
  detail: { keep: 'Keep booking', submit: 'Cancel Booking', required: DETAIL_REASON_REQUIRED },
} as const;

interface CancelReasonModalProps {
  opened: boolean;
  /** The booking being cancelled: what it took is given back as the server quotes it. */
  booking: AdminBooking | null;
  /** Which screen asks: its words. */
  wording: keyof typeof CANCEL_WORDINGS;
  working: boolean;
  onProceed: (reason: string, refund: CancelRefund) => void;
  onClose: () => void;
}

/**
 * The one Cancel Booking modal: a reason is required, and what was paid goes back the way it came
 * as the policy says, unless the owner gives back another amount with a reason.
 */
export function CancelReasonModal({ opened, ...form }: CancelReasonModalProps) {
  return (
    <CancelBookingModal opened={opened} working={form.working} onClose={form.onClose}>
      <CancelReasonForm {...form} />
    </CancelBookingModal>
  );
}

function CancelReasonForm({
  booking,
  wording,
  working,
  onProceed,
  onClose,
}: Omit<CancelReasonModalProps, 'opened'>) {
  const words = CANCEL_WORDINGS[wording];
  const form = useForm({
    initialValues: { reason: '' },
    validate: words.required ? { reason: isNotEmpty(words.required) } : {},
  });
  const [plan, setPlan] = useState(POLICY_REFUND);
  const quote = useCancelQuote(booking ? { kind: 'booking', id: booking.id } : null);
  const blank = form.values.reason.trim() === '';
  // The list disables Proceed while blank; the detail screen answers with its message instead.
  const held = words.required === null && blank;

  const handleSubmit = form.onSubmit(({ reason }) => {
    if (!held && !working) onProceed(reason.trim(), refundRequestOf(quote.data, plan));
  }, focusFirstInvalidOnFailure);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CancelReasonField {...form.getInputProps('reason')} />
        {booking && <RefundPlan quote={quote} value={plan} onChange={setPlan} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working}>
            {words.keep}
          </Button>
          {words.required === null ? (
            <Button type="submit" color="red.8" disabled={blank || working}>
              {working ? WORKING_LABEL : words.submit}
            </Button>
          ) : (
            <Button type="submit" color="red.8" loading={working}>
              {words.submit}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
