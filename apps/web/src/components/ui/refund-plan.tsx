import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Checkbox, List, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import {
  MOVEMENT_METHOD_WORDS,
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
  type MovementMethod,
  type RefundPart,
  type RefundQuote,
} from '@padel/contracts';
import { LoadingStatus } from '@/components/ui/loading-status';
import { failureMessage } from '@/lib/failure-message';
import { formatPrice } from '@/lib/format';
import type { useCancelQuote } from '@/lib/use-cancel-quote';

/** The owner's other amount than the policy's, by method, and why (docs/payments.md#refunds). */
export interface RefundPlanValue {
  override: boolean;
  amounts: Partial<Record<MovementMethod, number>>;
  reason: string;
}

export const POLICY_REFUND: RefundPlanValue = { override: false, amounts: {}, reason: '' };

/** What the cancel request says of the refund: nothing for the policy's, else the owner's parts. */
export function refundRequestOf(
  quote: RefundQuote | undefined,
  plan: RefundPlanValue,
): { refunds?: RefundPart[]; refundReason?: string } {
  if (!quote || !plan.override) return {};
  return {
    refunds: quote.taken.map((row) => ({
      method: row.method,
      amount: plan.amounts[row.method] ?? policyAmount(quote, row.method),
    })),
    refundReason: plan.reason.trim(),
  };
}

const policyAmount = (quote: RefundQuote, method: MovementMethod) =>
  quote.policy.find((part) => part.method === method)?.amount ?? 0;

const partsInWords = (parts: readonly RefundPart[]) =>
  parts.map((part) => `${formatPrice(part.amount)} by ${MOVEMENT_METHOD_WORDS[part.method]}`);

/**
 * What a cancellation gives back, as the server quotes it (docs/payments.md#refunds): what was
 * paid by each method and what the policy returns; the owner may give back another amount, with a
 * reason. Staff see the policy's refund, which they cannot change.
 */
export function RefundPlan({
  quote,
  value,
  onChange,
}: {
  quote: ReturnType<typeof useCancelQuote>;
  value: RefundPlanValue;
  onChange: (value: RefundPlanValue) => void;
}) {
  if (quote.isPending) return <LoadingStatus label="Reading what was paid..." />;
  if (quote.isError) {
    return (
      <Alert color="yellow" title="Could not read what was paid">
        {failureMessage(quote.error, 'Failed to fetch the payments.')} Cancelling still gives back
        what the policy gives, the way it was paid.
      </Alert>
    );
  }
  const { taken, policy, mayOverride } = quote.data;
  if (taken.length === 0) return <Text size="sm">Nothing was paid, so nothing is given back.</Text>;
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={600} id="refund-paid">
          Paid
        </Text>
        <List size="sm" aria-labelledby="refund-paid">
          {taken.map((row) => (
            <List.Item key={row.method}>
              {MOVEMENT_METHOD_WORDS[row.method]}: {formatPrice(row.taken)}
              {row.refundable < row.taken &&
                ` (${formatPrice(row.taken - row.refundable)} of it already owed back)`}
            </List.Item>
          ))}
        </List>
      </div>
      <Text size="sm" data-testid="policy-refund">
        {policy.length === 0
          ? 'The policy keeps what was paid.'
          : `The policy gives back ${partsInWords(policy).join(' and ')}.`}{' '}
        The customer is told what comes back, how and by when.
      </Text>
      {mayOverride && (
        <Checkbox
          label="Give back another amount"
          checked={value.override}
          onChange={(event) => onChange({ ...value, override: event.currentTarget.checked })}
        />
      )}
      {mayOverride && value.override && (
        <>
          {taken.map((row) => (
            <NumberInput
              key={row.method}
              label={`Give back by ${MOVEMENT_METHOD_WORDS[row.method]} (PKR)`}
              description={`At most ${formatPrice(row.refundable)}`}
              min={0}
              max={row.refundable}
              allowDecimal={false}
              allowNegative={false}
              value={value.amounts[row.method] ?? policyAmount(quote.data, row.method)}
              onChange={(amount) =>
                onChange({
                  ...value,
                  amounts: {
                    ...value.amounts,
                    [row.method]: typeof amount === 'number' ? amount : 0,
                  },
                })
              }
            />
          ))}
          <Textarea
            label="Why another amount"
            description={`At least ${REFUND_REASON_MIN} characters; kept with the refund.`}
            required
            autosize
            minRows={2}
            maxLength={REFUND_REASON_MAX}
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.currentTarget.value })}
          />
        </>
      )}
    </Stack>
  );
}
