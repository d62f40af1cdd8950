import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import {
  isOneOf,
  ONLINE_PAYMENT_CHOICES,
  VENUE_RULE_MESSAGES,
  type OnlinePaymentChoice,
} from '@padel/contracts';
import { cardChoiceLabel } from '../lib/payment-choice';

interface CardPaymentChoiceProps {
  /** The card advance offered (docs/payments.md#card-payments). */
  advance: number;
  /** The venue requires the advance by card (docs/venue-settings.md#enforcement). */
  onlyCard: boolean;
  value: OnlinePaymentChoice;
  onChange: (value: OnlinePaymentChoice) => void;
}

/** Step 2's Payment: the advance now by card, or the whole amount at the venue. */
export function CardPaymentChoice({ advance, onlyCard, value, onChange }: CardPaymentChoiceProps) {
  return (
    <Radio.Group
      label="Payment"
      name="paymentType"
      description={onlyCard ? VENUE_RULE_MESSAGES.cardOnlyNote : undefined}
      value={value}
      onChange={(choice) => {
        if (isOneOf(ONLINE_PAYMENT_CHOICES, choice)) onChange(choice);
      }}
    >
      <Stack gap="sm" mt="xs">
        <Radio
          value="PayViaCard"
          label={cardChoiceLabel(advance)}
          description="On a secure payment page. Your slots are held while you pay."
        />
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
