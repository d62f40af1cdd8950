import { Button, Group, Stack, Text } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { focusFirstInvalidOnFailure } from '@/lib/form-errors';
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
  /** The booking being cancelled: its card advance, if any, is offered back. */
  booking: AdminBooking | null;
  /** Which screen asks: its words. */
  wording: keyof typeof CANCEL_WORDINGS;
  working: boolean;
  onProceed: (reason: string, refundAdvance: boolean) => void;
  onClose: () => void;
}

/**
 * The one Cancel Booking modal: a reason is required and a card advance is refunded unless staff
 * keep it.
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
    initialValues: { reason: '', refund: true },
    validate: words.required ? { reason: isNotEmpty(words.required) } : {},
  });
  const blank = form.values.reason.trim() === '';
  const advance = booking ? refundableAdvance(booking) : null;
  // The list disables Proceed while blank; the detail screen answers with its message instead.
  const held = words.required === null && blank;

  const handleSubmit = form.onSubmit(({ reason, refund }) => {
    if (!held && !working) onProceed(reason.trim(), refund);
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
