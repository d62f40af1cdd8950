import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { VENUE_SETTING_LIMITS } from '@padel/contracts';
import type { SettingsForm } from './settings-form-parts';

const { deliveryFee, deliveryArea } = VENUE_SETTING_LIMITS;

/**
 * The café's delivery (see docs/venue-settings.md#settings, docs/cafe.md#order-totals): the fee
 * added to delivery orders and the area the cart's and checkout's delivery lines name.
 */
export function DeliverySection({ form }: { form: SettingsForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberInput
        label="Delivery fee (PKR)"
        description={`Added to delivery orders; pickup has none. Whole rupees from ${deliveryFee.min} to ${deliveryFee.max.toLocaleString('en-US')}.`}
        required
        min={deliveryFee.min}
        max={deliveryFee.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        inputMode="numeric"
        {...form.getInputProps('deliveryFee')}
      />
      <TextInput
        label="Delivery area"
        description="Named in the cart and checkout, for example Lahore. Leave empty to speak of the customer's address."
        maxLength={deliveryArea.max}
        {...form.getInputProps('deliveryArea')}
      />
    </SimpleGrid>
  );
}
