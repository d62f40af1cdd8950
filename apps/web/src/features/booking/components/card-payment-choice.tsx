import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import {
  formatPrice,
  isOneOf,
  MOVEMENT_METHOD_WORDS,
  TRANSFER_METHODS,
  VENUE_RULE_MESSAGES,
  type TransferMethod,
} from '@padel/contracts';
import { cardChoiceLabel } from '../lib/payment-choice';

/** How the customer pays: by card, at the venue, or the advance by a transfer method. */
export type PaymentChoice = 'PayViaCard' | 'PayLater' | TransferMethod;

interface CardPaymentChoiceProps {
  /** The card advance offered (docs/payments.md#card-payments); null: no card. */
  advance: number | null;
  /** The advance by transfer, and the methods the venue offers (docs/payments.md#transfers). */
  transfer: { advance: number; methods: readonly TransferMethod[] } | null;
  /** The venue requires the advance by card (docs/venue-settings.md#enforcement). */
  onlyCard: boolean;
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
}

const CHOICES = ['PayViaCard', 'PayLater', ...TRANSFER_METHODS] as const;

/**
 * Step 2's Payment: the advance now by card or by transfer (checked by staff), or the whole
 * amount at the venue.
 */
export function CardPaymentChoice({
  advance,
  transfer,
  onlyCard,
  value,
  onChange,
}: CardPaymentChoiceProps) {
  return (
    <Radio.Group
      label="Payment"
      name="paymentType"
      description={onlyCard ? VENUE_RULE_MESSAGES.cardOnlyNote : undefined}
      value={value}
      onChange={(choice) => {
        if (isOneOf(CHOICES, choice)) onChange(choice);
      }}
    >
      <Stack gap="sm" mt="xs">
        {advance !== null && (
          <Radio
            value="PayViaCard"
            label={cardChoiceLabel(advance)}
            description="On a secure payment page. Your slots are held while you pay."
          />
        )}
        {!onlyCard &&
          transfer?.methods.map((method) => (
            <Radio
              key={method}
              value={method}
              label={`Pay by transfer: ${formatPrice(transfer.advance)} by ${MOVEMENT_METHOD_WORDS[method]}`}
              description="The account details and your reference come next; staff check your receipt."
            />
          ))}
        {!onlyCard && (
          <Radio
            value="PayLater"
            label="Pay at the venue"
            description="Pay the whole amount when you come to play."
          />
        )}
      </Stack>
    </Radio.Group>
  );
}
