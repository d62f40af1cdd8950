import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  PERSON_NAME_MAX,
  type DeliveryType,
  type OrderPaymentMethod,
} from '@padel/contracts';
import { useId } from 'react';
import { appConfig } from '@/lib/app-config';
import { deliveryTexts, type Delivery } from '../lib/delivery-area';
import type { CheckoutDetails, CheckoutField } from '../lib/checkout';

export type FieldErrors = Partial<Record<CheckoutField, string>>;

interface SectionProps {
  details: CheckoutDetails;
  errors: FieldErrors;
  onChange: <K extends keyof CheckoutDetails>(field: K, value: CheckoutDetails[K]) => void;
}

const DELIVERY_OPTIONS: { value: DeliveryType; label: string }[] = [
  { value: 'deliver', label: 'Deliver' },
  { value: 'pickup', label: 'Pickup' },
];

/**
 * Deliver or Pickup (see docs/screens.md#cart-and-checkout); the fee is said where the choice is
 * made (see docs/cafe.md#order-totals).
 */
export function DeliverySection({
  details,
  onChange,
  delivery,
}: SectionProps & { delivery: Delivery }) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          Delivery method
        </Title>
        <SegmentedControl
          aria-labelledby={headingId}
          data={DELIVERY_OPTIONS}
          value={details.deliveryType}
          onChange={(value) => onChange('deliveryType', value as DeliveryType)}
          color="blue"
          fullWidth
        />
        <Text size="sm">
          {details.deliveryType === 'deliver'
            ? deliveryTexts(delivery).feeLine
            : 'Collect your order at the café. Pickup has no delivery fee.'}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Billing details: Full Name, Phone Number, Email (optional), and Address for delivery only. */
export function BillingSection({
  details,
  errors,
  onChange,
  delivery,
}: SectionProps & { delivery: Delivery }) {
  const headingId = useId();
  const deliver = details.deliveryType === 'deliver';
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Billing details
        </Title>
        <TextInput
          label="Full Name"
          name="customer_Name"
          autoComplete="name"
          required
          maxLength={PERSON_NAME_MAX}
          value={details.customer_Name}
          onChange={(event) => onChange('customer_Name', event.currentTarget.value)}
          error={errors.customer_Name}
        />
        <TextInput
          label="Phone Number"
          name="customer_Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={25}
          value={details.customer_Number}
          onChange={(event) => onChange('customer_Number', event.currentTarget.value)}
          error={errors.customer_Number}
        />
        <TextInput
          label="Email (optional)"
          name="customer_Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          description="For a copy of your order."
          value={details.customer_Email}
          onChange={(event) => onChange('customer_Email', event.currentTarget.value)}
          error={errors.customer_Email}
        />
        {deliver ? (
          <Textarea
            label="Address"
            name="customer_Address"
            autoComplete="street-address"
            required
            autosize
            minRows={2}
            maxLength={ADDRESS_MAX}
            description={deliveryTexts(delivery).addressHelp}
            value={details.customer_Address}
            onChange={(event) => onChange('customer_Address', event.currentTarget.value)}
            error={errors.customer_Address}
          />
        ) : (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              Pickup address
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {appConfig.venueAddress || `${appConfig.venueName}, at the café counter.`}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Cash always; card only when a payment provider is configured (see
 * docs/payments.md#card-payments).
 */
export function PaymentSection({ details, errors, onChange }: SectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          Payment
        </Title>
        <Radio.Group
          label="Payment method"
          name="paymentMethod"
          required
          value={details.paymentMethod}
          onChange={(value) => onChange('paymentMethod', value as OrderPaymentMethod)}
          error={errors.paymentMethod}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="cash"
              label="Cash"
              description={
                details.deliveryType === 'deliver'
                  ? 'Pay the driver when your order arrives.'
                  : 'Pay at the counter when you collect your order.'
              }
            />
            {appConfig.cardPayments && (
              <Radio value="card" label="Card" description="Pay online now." />
            )}
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
