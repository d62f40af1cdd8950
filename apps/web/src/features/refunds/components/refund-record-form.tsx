import '@mantine/core/styles/Input.css';
import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  isOneOf,
  MOVEMENT_METHOD_WORDS,
  REFUND_BY_HAND_METHODS,
  REFUND_LIST_WORDS,
  refundRecordRequestSchema,
  type RefundItem,
} from '@padel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { notifyFailure } from '@/lib/failure-message';
import { useRecordRefund } from '../api/record-refund';

type HandMethod = (typeof REFUND_BY_HAND_METHODS)[number];

/** The way it came, where staff can pay it back that way; a card online's goes back in cash. */
const wayItCame = (refund: RefundItem): HandMethod =>
  isOneOf(REFUND_BY_HAND_METHODS, refund.dueMethod) ? refund.dueMethod : 'cash';

/**
 * How staff paid a refund due back, and its reference (docs/payments.md#refunds-by-hand): the
 * method and the slip's, transfer's or wallet's reference, or for cash who handed it over.
 */
export function RefundRecordForm({ refund, label }: { refund: RefundItem; label: string }) {
  const [method, setMethod] = useState<HandMethod>(() => wayItCame(refund));
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const record = useRecordRefund();
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = refundRecordRequestSchema.safeParse({
      refundId: refund.refundId,
      method,
      reference,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    record.mutate(
      { kind: refund.kind, id: refund.id, body: parsed.data },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (failure) => notifyFailure(failure, 'Could not record the refund.'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${REFUND_LIST_WORDS.record}: ${label}`}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <NativeSelect
            id={`${formId}-method`}
            label="Paid back by"
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as HandMethod)}
            data={REFUND_BY_HAND_METHODS.map((value) => ({
              value,
              label: MOVEMENT_METHOD_WORDS[value],
            }))}
          />
          <TextInput
            id={`${formId}-reference`}
            label="Reference"
            description={
              method === 'cash'
                ? 'Who handed it over'
                : method === 'card-desk'
                  ? 'The card terminal’s slip'
                  : 'The transfer’s reference'
            }
            required
            maxLength={120}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={error}
          />
        </SimpleGrid>
        <Button type="submit" loading={record.isPending} style={{ alignSelf: 'flex-start' }}>
          {REFUND_LIST_WORDS.record}
        </Button>
      </Stack>
    </form>
  );
}
