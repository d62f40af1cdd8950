import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Paper, Radio, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  ADDRESS_MAX,
  DELIVERY_TYPES,
  isOneOf,
  MOVEMENT_METHOD_WORDS,
  ORDER_PAYMENT_METHODS,
  TRANSFER_METHODS,
  type DeliveryType,
  type TransferMethod,
} from '@padel/contracts';
import { useId } from 'react';
import { ContactFields, type ContactFieldSpec } from '@/components/ui/contact-fields';
import { appConfig } from '@/lib/app-config';
import type { FieldErrors } from '@/lib/form-errors';
import { deliveryTexts, type Delivery } from '../lib/delivery-area';
import type { CheckoutDetails, CheckoutField } from '../lib/checkout';

/** The contact fields in the checkout's words: its messages name them (`ORDER_MESSAGES`). */
const CHECKOUT_CONTACT = [
  { kind: 'name', name: 'customer_Name', label: 'Full Name', required: true },
  { kind: 'phone', name: 'customer_Number', label: 'Phone Number', required: true },
  {
    kind: 'email',
    name: 'customer_Email',
    label: 'Email (optional)',
    description: 'For a copy of your order.',
    required: false,
  },
] as const satisfies readonly ContactFieldSpec<CheckoutField>[];

interface SectionProps {
  details: CheckoutDetails;
  errors: FieldErrors<CheckoutField>;
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
          onChange={(value) => {
            if (isOneOf(DELIVERY_TYPES, value)) onChange('deliveryType', value);
          }}
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

/**
 * Billing details (the spec's, for a delivery) or Your details (a pickup is neither billed nor
 * shipped, docs/screens.md#cart-and-checkout): Full Name, Phone Number, Email (optional), and
 * Address for delivery only.
 */
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
          {deliver ? 'Billing details' : 'Your details'}
        </Title>
        <ContactFields
          fields={CHECKOUT_CONTACT}
          inputProps={(name) => ({
            value: details[name],
            onChange: (event) => onChange(name, event.currentTarget.value),
            error: errors[name],
          })}
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
              {delivery.address || `${appConfig.venueName}, at the café counter.`}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The payment choices: the order's method, or one per transfer method the venue offers. */
const PAYMENT_CHOICES = [...ORDER_PAYMENT_METHODS, ...TRANSFER_METHODS] as const;

/**
 * Cash always; card only when a payment provider is configured (see
 * docs/payments.md#card-payments); a transfer by each method the venue offers, checked by staff
 * (docs/payments.md#transfers).
 */
export function PaymentSection({
  details,
  errors,
  onChange,
  transferMethods,
}: SectionProps & { transferMethods: readonly TransferMethod[] }) {
  const headingId = useId();
  const chosen =
    details.paymentMethod === 'transfer' ? details.transferMethod : details.paymentMethod;
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
          value={chosen}
          onChange={(value) => {
            if (isOneOf(TRANSFER_METHODS, value)) {
              onChange('transferMethod', value);
              onChange('paymentMethod', 'transfer');
            } else if (isOneOf(PAYMENT_CHOICES, value)) onChange('paymentMethod', value);
          }}
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
            {transferMethods.map((method) => (
              <Radio
                key={method}
                value={method}
                label={`Pay by transfer: ${MOVEMENT_METHOD_WORDS[method]}`}
                description="The account details and your reference come next; we start on your order once staff see the money."
              />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
