import { SimpleGrid, TextInput } from '@mantine/core';
import { VENUE_SETTING_LIMITS } from '@padel/contracts';
import type { SettingsForm } from './settings-form-parts';

const { venuePhone, venueAddress } = VENUE_SETTING_LIMITS;

/**
 * How customers reach the venue (see docs/venue-settings.md#contact): shown on the booking site,
 * the customer's booking page and every e-mail; each left empty is not shown.
 */
export function ContactSection({ form }: { form: SettingsForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Venue phone"
        description="As customers dial it, for example 0300 1234567."
        type="tel"
        autoComplete="off"
        maxLength={venuePhone.max}
        {...form.getInputProps('venuePhone')}
      />
      <TextInput
        label="Venue WhatsApp"
        description="In international form, for example 923001234567."
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        {...form.getInputProps('venueWhatsapp')}
      />
      <TextInput
        label="Venue address"
        description="One line, also the pickup address at checkout."
        maxLength={venueAddress.max}
        {...form.getInputProps('venueAddress')}
      />
    </SimpleGrid>
  );
}
