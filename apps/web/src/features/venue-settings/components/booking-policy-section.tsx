import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { ADVANCE_PERCENT, VENUE_SETTING_LIMITS } from '@padel/contracts';
import type { SettingsForm } from './settings-form-parts';

type NumberSetting =
  | 'bookingWindowDays'
  | 'minNoticeHours'
  | 'maxHoursPerBooking'
  | 'cancelHours'
  | 'arrivedMinutesBefore'
  | 'unverifiedMessagesPerHour'
  | 'unverifiedHoldPercent';

const NUMBER_SETTINGS: { name: NumberSetting; label: string; description: string }[] = [
  {
    name: 'bookingWindowDays',
    label: 'Booking window (days)',
    description: 'How many days ahead customers can book online.',
  },
  {
    name: 'minNoticeHours',
    label: 'Minimum notice (hours)',
    description: 'How many hours ahead an online booking must start. 0 allows the current hour.',
  },
  {
    name: 'maxHoursPerBooking',
    label: 'Most hours per online booking',
    description: 'Walk-ins entered by staff may hold more.',
  },
  {
    name: 'cancelHours',
    label: 'Customer cancellation window (hours)',
    description: 'Customers can cancel online until this many hours before the booking starts.',
  },
  {
    name: 'arrivedMinutesBefore',
    label: 'Arrivals open (minutes before)',
    description:
      'Staff can mark a booking arrived from this many minutes before it starts until the end of its day.',
  },
  {
    name: 'unverifiedMessagesPerHour',
    label: 'Messages an hour to new customers',
    description:
      'E-mails and WhatsApp messages (codes, orders) to phones and e-mails that never confirmed a booking. Past it, new customers are asked to call and order messages are not sent.',
  },
  {
    // docs/security.md#calendar-fill
    name: 'unverifiedHoldPercent',
    label: 'Unverified online holds (% of each day)',
    description:
      "The share of a day's court hours online bookings may hold before they are paid, confirmed by staff or from a phone proven over WhatsApp. A code confirmed by e-mail still counts.",
  },
];

/**
 * The booking rules (see docs/venue-settings.md#settings): window, notice, hour cap, customers'
 * cancellation, the hourly message budget (docs/notifications.md#message-limits), the budget of
 * unverified holds (docs/security.md#calendar-fill), and whether online bookings must pay the
 * advance by card.
 */
export function BookingPolicySection({
  form,
  cardPayments,
}: {
  form: SettingsForm;
  cardPayments: boolean;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {NUMBER_SETTINGS.map(({ name, label, description }) => {
          const { min, max } = VENUE_SETTING_LIMITS[name];
          return (
            <NumberInput
              key={name}
              label={label}
              description={`${description} From ${min} to ${max}.`}
              required
              min={min}
              max={max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              {...form.getInputProps(name)}
            />
          );
        })}
      </SimpleGrid>
      <Switch
        label="Online bookings must pay the advance by card"
        description={
          cardPayments
            ? `Online padel bookings pay the ${ADVANCE_PERCENT}% advance by card; walk-ins entered by staff do not.`
            : 'Card payments are not set up, so this cannot be turned on.'
        }
        disabled={!cardPayments}
        {...form.getInputProps('requireCardAdvance', { type: 'checkbox' })}
      />
    </Stack>
  );
}
