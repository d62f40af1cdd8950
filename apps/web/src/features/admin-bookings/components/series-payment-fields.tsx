import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  formatPrice,
  SERIES_LIMITS,
  SERIES_PAYMENT_LABELS,
  SERIES_PAYMENTS,
  SERIES_UP_FRONT_PAYMENTS,
  WALK_IN_PAYMENT_LABELS,
  type PadelQuote,
} from '@padel/contracts';
import type { SeriesFormValues } from '../lib/series-form';
import { DeskOnlineFormFields } from './desk-online-fields';

/** The price (the venue's or a fixed one per game) and how the series is paid. */
export function SeriesPaymentFields({
  form,
  firstDateQuote,
}: {
  form: UseFormReturnType<SeriesFormValues>;
  /** The server's price of the first date for the phone typed (docs/prices.md#quotes). */
  firstDateQuote: PadelQuote | null | undefined;
}) {
  const { values } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Radio.Group label="Price" name="pricing" {...form.getInputProps('pricing')}>
          <Stack gap="xs" mt={6}>
            <Radio
              value="rules"
              label="The venue's prices for each date"
              description={
                firstDateQuote
                  ? `First date for this customer: ${formatPrice(firstDateQuote.total)}`
                  : undefined
              }
            />
            <Radio value="fixed" label="A fixed price per game" />
          </Stack>
        </Radio.Group>
        {values.pricing === 'fixed' && (
          <NumberInput
            label="Price per game (PKR)"
            required
            min={0}
            max={SERIES_LIMITS.maxFixedPrice}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('fixedPrice')}
          />
        )}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Radio.Group label="Payment" name="payment" {...form.getInputProps('payment')}>
          <Stack gap="xs" mt={6}>
            {SERIES_PAYMENTS.map((payment) => (
              <Radio key={payment} value={payment} label={SERIES_PAYMENT_LABELS[payment]} />
            ))}
          </Stack>
        </Radio.Group>
        {values.payment === 'up-front' && (
          <Radio.Group
            label="Paid by"
            name="upFrontPayment"
            required
            {...form.getInputProps('upFrontPayment')}
          >
            <Stack gap="xs" mt={6}>
              {SERIES_UP_FRONT_PAYMENTS.map((payment) => (
                <Radio key={payment} value={payment} label={WALK_IN_PAYMENT_LABELS[payment]} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </SimpleGrid>
      {values.payment === 'up-front' && values.upFrontPayment === 'PayViaOnline' && (
        // The one transfer that paid every date (docs/payments.md#paid-online).
        <DeskOnlineFormFields idPrefix="series" form={form} />
      )}
    </>
  );
}
