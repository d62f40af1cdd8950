import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  BOOKING_CHANGE_FIELDS,
  BOOKING_CONFLICT_CODES,
  bookingChangeSchema,
  COURT_NAMES,
  COURTS,
  formatPrice,
  isOneOf,
  type AdminBooking,
  type BookingChangeInput,
} from '@padel/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { isErrorCode } from '@/lib/api-client';
import { needsOwnerApproval } from '@/lib/owner-approvals';
import { AskOwner, type OwnerAsk } from '@/components/ui/ask-owner';
import { serverMessageOf } from '@/lib/failure-message';
import { serverFieldErrors } from '@/lib/form-errors';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { useChangeBooking } from '../api/change-booking';
import { useDayAvailability } from '../api/get-day-availability';
import { changedPrice, hourChoices, type HourState } from '../lib/change-booking';

const FIELDS = BOOKING_CHANGE_FIELDS;

const STATE_WORDS: Record<Exclude<HourState, 'free'>, string> = {
  booked: 'booked',
  closed: 'closed',
  started: 'started',
};

export const SLOT_TAKEN_MESSAGE =
  'That slot is taken: another booking holds one of these hours. Nothing was changed; choose other hours.';

interface ChangeValues {
  selectedDate: string;
  selectedSlots: string[];
  selectedCourt?: string;
  numberOfGuests: number | string;
  customerName: string;
  phoneNumber: string;
  email: string;
  keepPrice: boolean;
}

/**
 * Edit booking (see docs/bookings.md#moving-a-booking): date, court, hours (which are free comes
 * from the day's availability), guests and contact details, with the price it will have, checked
 * by the contracts' own rules before it is sent. A 409 says the slot is taken.
 */
export function ChangeBookingForm({
  booking,
  onDone,
}: {
  booking: AdminBooking;
  onDone: () => void;
}) {
  const headingId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  // Opening the form moves focus into it (the button that opened it is gone).
  useEffect(() => firstField.current?.focus(), []);
  const isTable = booking.bookingType === 'Table';
  const schema = useMemo(() => bookingChangeSchema(booking.bookingType), [booking.bookingType]);
  const form = useForm<ChangeValues>({
    initialValues: {
      selectedDate: booking.selectedDate,
      selectedSlots: booking.selectedSlots,
      ...(isTable ? {} : { selectedCourt: booking.selectedCourt ?? COURTS[0] }),
      numberOfGuests: booking.numberOfGuests,
      customerName: booking.customerName,
      phoneNumber: booking.phoneNumber,
      email: booking.email,
      keepPrice: false,
    },
    validate: schemaResolver(schema, { sync: true }),
  });
  const change = useChangeBooking();
  // Keeping a price below the new hours' is the owner's: staff may ask (docs/prices.md#owner-prices).
  const [ownerAsk, setOwnerAsk] = useState<{ ask: OwnerAsk; refusal: string }>();
  const { values } = form;
  const court = isOneOf(COURTS, values.selectedCourt) ? values.selectedCourt : undefined;
  const availability = useDayAvailability(values.selectedDate);
  const day = availability.data?.date === values.selectedDate ? availability.data : undefined;
  const choices = day ? hourChoices(booking, day, court) : [];
  const price = changedPrice(booking, values, day);

  // A new day or court starts the choice of hours again, as the booking form does.
  const resetHours = () => form.setFieldValue('selectedSlots', []);

  // The change sent last: what the owner is asked to approve when it is theirs.
  const sent = useRef<BookingChangeInput>(undefined);
  const slotTaken = (error: unknown) =>
    isErrorCode(error, ...BOOKING_CONFLICT_CODES) && error.status === 409;

  const submit = useFormSubmit({
    fields: FIELDS,
    check: formCheck(form),
    send: () => {
      const body = schema.parse(form.values);
      sent.current = body;
      setOwnerAsk(undefined);
      return change.mutateAsync({ id: booking.id, body });
    },
    onSent: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      onDone();
    },
    // Said in a notification (a taken slot under the hours as well), or by the owner's prompt.
    failureMessage: () => undefined,
    failureFields: (error) => {
      if (needsOwnerApproval(error)) return {};
      if (slotTaken(error)) return { selectedSlots: SLOT_TAKEN_MESSAGE };
      return serverFieldErrors(error, FIELDS);
    },
    onFailed: (error) => {
      if (needsOwnerApproval(error) && sent.current) {
        const ask = { kind: 'keep-price' as const, bookingId: booking.id, change: sent.current };
        setOwnerAsk({ ask, refusal: error.message });
        return;
      }
      notifications.show({
        color: 'red',
        title: 'Error',
        message: slotTaken(error)
          ? SLOT_TAKEN_MESSAGE
          : (serverMessageOf(error) ?? 'Failed to change the booking. Please try again.'),
      });
    },
    setErrors: form.setErrors,
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} bg="gray.0">
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id={headingId}>
            Edit booking
          </Title>
          <TextInput
            ref={firstField}
            type="date"
            label="Date"
            required
            {...form.getInputProps('selectedDate')}
            onChange={(event) => {
              form.setFieldValue('selectedDate', event.currentTarget.value);
              resetHours();
            }}
          />
          {!isTable && (
            <Radio.Group
              label="Court"
              required
              {...form.getInputProps('selectedCourt')}
              onChange={(value) => {
                form.setFieldValue('selectedCourt', value);
                resetHours();
              }}
            >
              <Group gap="md" mt={4}>
                {COURTS.map((name) => (
                  <Radio key={name} value={name} label={`${COURT_NAMES[name]} (${name})`} />
                ))}
              </Group>
            </Radio.Group>
          )}
          <Checkbox.Group
            label="Hours"
            description="Booked, closed and started hours cannot be chosen."
            required
            {...form.getInputProps('selectedSlots')}
          >
            {availability.isError ? (
              <Text size="sm" c="red.8" role="alert" mt={4}>
                Could not load the free hours of this day.
              </Text>
            ) : !day ? (
              <Text size="sm" mt={4}>
                {values.selectedDate ? 'Loading the free hours…' : 'Choose a date first.'}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt={6}>
                {choices.map(({ label, state }) => (
                  <Checkbox
                    key={label}
                    value={label}
                    label={state === 'free' ? label : `${label} (${STATE_WORDS[state]})`}
                    // A chosen hour that became unavailable can still be unticked.
                    disabled={state !== 'free' && !values.selectedSlots.includes(label)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Checkbox.Group>
          <TextInput
            label="Guests"
            inputMode="numeric"
            required
            {...form.getInputProps('numberOfGuests')}
          />
          <TextInput label="Customer name" required {...form.getInputProps('customerName')} />
          <TextInput
            label="Phone"
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput type="email" label="Email" required {...form.getInputProps('email')} />
          {!isTable && (
            <Checkbox
              label="Keep the price"
              description="Keep the current total when the date or hours change."
              {...form.getInputProps('keepPrice', { type: 'checkbox' })}
            />
          )}
          {!isTable && (
            <Alert color="blue" variant="light" aria-live="polite" title="Price">
              {price === null
                ? 'The new price shows once the hours are chosen.'
                : price.repriced
                  ? `New price: ${formatPrice(price.amount)} (was ${formatPrice(booking.amount)})`
                  : `The price stays ${formatPrice(price.amount)}.`}
            </Alert>
          )}
          <Text size="sm">
            The customer gets one “Booking changed” message with the new details.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={submit.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.pending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
      {ownerAsk && (
        <Stack mt="md">
          <AskOwner ask={ownerAsk.ask} refusal={ownerAsk.refusal} />
        </Stack>
      )}
    </Paper>
  );
}
