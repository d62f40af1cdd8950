import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ORDER_CANCEL_REASON_MAX, type Order } from '@padel/contracts';
import { useState } from 'react';
import { useCancelQuote } from '@/lib/use-cancel-quote';
import { POLICY_REFUND, RefundPlan, refundRequestOf } from '@/components/ui/refund-plan';
import { orderNumber } from '../lib/labels';

const WORKING_LABEL = 'Please Wait...';

interface CancelOrderModalProps {
  /** The order being cancelled; closed when undefined. */
  order: Order | undefined;
  working: boolean;
  onProceed: (order: Order, reason: string, refund: ReturnType<typeof refundRequestOf>) => void;
  onClose: () => void;
}

/**
 * Cancel order (see docs/cafe.md#cancelling-an-order): a reason is required, and the customer is
 * told it; it cannot be closed while the cancellation is on its way, and its form is mounted only
 * while open, so each cancellation starts with an empty reason.
 */
export function CancelOrderModal({ order, working, onProceed, onClose }: CancelOrderModalProps) {
  return (
    <Modal
      opened={order !== undefined}
      onClose={working ? () => undefined : onClose}
      title={order ? `Cancel ${orderNumber(order.id)}` : 'Cancel order'}
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      {order && (
        <CancelOrderForm order={order} working={working} onProceed={onProceed} onClose={onClose} />
      )}
    </Modal>
  );
}

function CancelOrderForm({
  order,
  working,
  onProceed,
  onClose,
}: Omit<CancelOrderModalProps, 'order'> & { order: Order }) {
  const form = useForm({ initialValues: { reason: '' } });
  const [plan, setPlan] = useState(POLICY_REFUND);
  const quote = useCancelQuote({ kind: 'order', id: order.id });
  const blank = form.values.reason.trim() === '';
  const handleSubmit = form.onSubmit(({ reason }) => {
    if (!blank && !working) onProceed(order, reason.trim(), refundRequestOf(quote.data, plan));
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {order.paymentStatus === 'paid' && (
          <RefundPlan quote={quote} value={plan} onChange={setPlan} />
        )}
        <Textarea
          label="Reason for cancelling"
          description="The customer is told this reason."
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ORDER_CANCEL_REASON_MAX}
          {...form.getInputProps('reason')}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working}>
            Keep order
          </Button>
          <Button type="submit" color="red.8" disabled={blank || working}>
            {working ? WORKING_LABEL : 'Cancel order'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
