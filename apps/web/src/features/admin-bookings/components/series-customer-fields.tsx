import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PADEL_MAX_GUESTS, type CounterCustomer as CounterCustomerAnswer } from '@padel/contracts';
import { ContactFields, type ContactFieldSpec } from '@/components/ui/contact-fields';
import type { SeriesField, SeriesFormValues } from '../lib/series-form';
import { CounterCustomer } from './counter-customer';

/** The contact fields in the walk-in's words; staff may leave the e-mail out. */
const SERIES_CONTACT = [
  { kind: 'phone', name: 'phoneNumber', label: 'Phone', required: true },
  { kind: 'name', name: 'customerName', label: 'Name', required: true },
  {
    kind: 'email',
    name: 'email',
    label: 'E-mail (optional)',
    description: 'For the list of dates and the calendar file.',
    required: false,
  },
] as const satisfies readonly ContactFieldSpec<SeriesField>[];

/**
 * Who plays: the regular's phone (a known customer's fills in the rest and shows Member or
 * Blocked), name, e-mail and the number of guests.
 */
export function SeriesCustomerFields({
  form,
  customer,
}: {
  form: UseFormReturnType<SeriesFormValues>;
  customer: CounterCustomerAnswer | null | undefined;
}) {
  return (
    <>
      <CounterCustomer customer={customer} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <ContactFields
          fields={SERIES_CONTACT}
          inputProps={(name) => form.getInputProps(name)}
          staffEntry
        />
        <NumberInput
          label="Guests"
          required
          min={1}
          max={PADEL_MAX_GUESTS}
          allowDecimal={false}
          {...form.getInputProps('numberOfGuests')}
        />
      </SimpleGrid>
    </>
  );
}
