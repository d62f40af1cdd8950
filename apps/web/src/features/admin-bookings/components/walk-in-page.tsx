import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  APP_ROUTES,
  BOOKING_TYPES,
  formatPrice,
  isOneOf,
  maxGuests,
  routePath,
  WALK_IN_PAYMENT_LABELS,
  WALK_IN_PAYMENTS,
  type AdminBooking,
} from '@padel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ContactFields, type ContactFieldSpec } from '@/components/ui/contact-fields';
import { FormCard } from '@/components/ui/form-card';
import { failureMessage } from '@/lib/failure-message';
import { useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { venueToday } from '@/lib/venue-time';
import { useCreateWalkIn } from '../api/create-walk-in';
import { counterQuoteOptions } from '../api/get-counter-quote';
import { useDayAvailability } from '../api/get-day-availability';
import { counterQuoteRequest } from '../lib/counter-quote';
import {
  DEFAULT_GUESTS,
  emptyWalkIn,
  hourStates,
  nextWalkIn,
  validateWalkIn,
  WALK_IN_FIELDS,
  walkInRequest,
  walkInTotal,
  type WalkInField,
  type WalkInFormValues,
} from '../lib/walk-in-form';
import { darkTitle, WalkInBooked } from './walk-in-booked';
import { WalkInHours } from './walk-in-hours';
import { CounterCustomer } from './counter-customer';
import { CourtPicker } from './court-picker';
import { DeskOnlineFormFields } from './desk-online-fields';
import { useCounterLookup } from './use-counter-lookup';

/** The contact fields in the walk-in's words; staff may leave the e-mail out. */
/** Phone first: a known customer's phone fills in the rest (docs/screens.md#walk-in). */
const WALK_IN_CONTACT = [
  { kind: 'phone', name: 'phoneNumber', label: 'Phone', required: true },
  { kind: 'name', name: 'customerName', label: 'Name', required: true },
  {
    kind: 'email',
    name: 'email',
    label: 'E-mail (optional)',
    description: 'For the booking e-mail and reminder.',
    required: false,
  },
] as const satisfies readonly ContactFieldSpec<WalkInField>[];

/**
 * Add walk-in (see docs/screens.md#walk-in, docs/bookings.md#walk-ins): staff book a customer at
 * the counter in one compact form; the booking is made confirmed, in-person and paid as they say.
 */
export function WalkInPage() {
  usePageTitle('Add walk-in');
  const today = useMemo(() => venueToday(), []);
  const form = useForm<WalkInFormValues>({ initialValues: emptyWalkIn(today) });
  const { values } = form;
  const availability = useDayAvailability(values.selectedDate, values.selectedDate >= today);
  const states = hourStates(availability.data, values.bookingType, values.selectedCourt);
  const padel = values.bookingType === 'Padel';
  const quoteRequest = counterQuoteRequest({ ...values, padel });
  const lookup = useCounterLookup(quoteRequest, values, (contact) => form.setValues(contact));
  // The server's quote for the phone typed (docs/prices.md#quotes); before a phone, anyone's price.
  const total = quoteRequest ? lookup.quote?.total : walkInTotal(availability.data, values);
  const hasTables = (availability.data?.table.totalTables ?? 0) > 0;
  const queryClient = useQueryClient();
  const create = useCreateWalkIn();
  const [booked, setBooked] = useState<AdminBooking | null>(null);

  const submit = useFormSubmit({
    fields: WALK_IN_FIELDS,
    check: () => validateWalkIn(values),
    send: async () => {
      setBooked(null);
      // The price sent is the one shown: the server's quote for this phone and these hours.
      const quote = quoteRequest
        ? (await queryClient.ensureQueryData(counterQuoteOptions(quoteRequest))).quote
        : null;
      const answer = await create.mutateAsync(walkInRequest(values, quote?.total ?? total));
      return { answer, sent: values };
    },
    onSent: ({ answer, sent }) => {
      setBooked(answer.booking);
      form.setValues(nextWalkIn(sent));
      form.resetDirty();
    },
    failureMessage: (error) =>
      failureMessage(error, 'The walk-in could not be booked. Please try again.'),
    // The server names the hours `selectedSlots`.
    setErrors: ({ selectedSlots, ...errors }) =>
      form.setErrors({ ...errors, ...(selectedSlots ? { hours: selectedSlots } : {}) }),
  });

  const choose = (changes: Partial<WalkInFormValues>) => {
    // A new date, type or court: the hours chosen before no longer mean the same.
    form.setValues({ ...changes, hours: [] });
    form.clearFieldError('hours');
  };

  const toggleHour = (hour: number) => {
    const hours = values.hours.includes(hour)
      ? values.hours.filter((h) => h !== hour)
      : [...values.hours, hour];
    form.setFieldValue('hours', hours);
    form.clearFieldError('hours');
  };

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h2">
          Add walk-in
        </Title>
        <Group gap="md">
          {/* A regular who comes every week: the same hours booked for every date at once. */}
          <Anchor component={Link} to={routePath(APP_ROUTES.seriesNew)} size="sm">
            Repeat weekly
          </Anchor>
          <Anchor component={Link} to={routePath(APP_ROUTES.bookingList)} size="sm">
            Booking Management
          </Anchor>
        </Group>
      </Group>

      {booked && <WalkInBooked booking={booked} />}

      {submit.failure && (
        <Alert
          color="red"
          role="alert"
          title="The walk-in was not booked"
          styles={darkTitle('red')}
        >
          {submit.failure}
        </Alert>
      )}

      <FormCard onSubmit={submit.onSubmit}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {hasTables && (
            <Input.Wrapper label="Type" id="walk-in-type" labelElement="div">
              <SegmentedControl
                aria-labelledby="walk-in-type-label"
                fullWidth
                data={[
                  { value: 'Padel', label: 'Padel' },
                  { value: 'Table', label: 'Café table' },
                ]}
                value={values.bookingType}
                onChange={(bookingType) => {
                  if (!isOneOf(BOOKING_TYPES, bookingType)) return;
                  choose({
                    bookingType,
                    numberOfGuests: DEFAULT_GUESTS[bookingType],
                    payment: bookingType === 'Table' ? 'PayLater' : '',
                  });
                }}
              />
            </Input.Wrapper>
          )}
          <TextInput
            type="date"
            label="Date"
            min={today}
            required
            {...form.getInputProps('selectedDate')}
            onChange={(event) => choose({ selectedDate: event.currentTarget.value })}
          />
          {values.bookingType === 'Padel' && (
            <CourtPicker
              id="walk-in-court"
              value={values.selectedCourt}
              onChange={(court) => choose({ selectedCourt: court })}
            />
          )}
        </SimpleGrid>

        <WalkInHours
          states={states}
          chosen={values.hours}
          onToggle={toggleHour}
          error={form.errors.hours}
          loading={availability.isFetching && !availability.data}
          failed={availability.isError}
        />

        <CounterCustomer customer={lookup.customer} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ContactFields
            fields={WALK_IN_CONTACT}
            inputProps={(name) => form.getInputProps(name)}
            staffEntry
          />
          <NumberInput
            label="Guests"
            required
            min={1}
            max={maxGuests(values.bookingType)}
            allowDecimal={false}
            {...form.getInputProps('numberOfGuests')}
          />
        </SimpleGrid>

        <Radio.Group label="Payment" name="payment" required {...form.getInputProps('payment')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={6}>
            {WALK_IN_PAYMENTS.map((payment) => (
              <Radio
                key={payment}
                value={payment}
                label={WALK_IN_PAYMENT_LABELS[payment]}
                disabled={values.bookingType === 'Table' && payment !== 'PayLater'}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {values.payment === 'PayViaOnline' && (
          // Which way it came, and the statement's reference (docs/payments.md#paid-online).
          <DeskOnlineFormFields idPrefix="walk-in" form={form} />
        )}

        <Group justify="space-between" align="center" gap="sm">
          <Text fw={600} aria-live="polite">
            {values.bookingType === 'Table'
              ? 'Café tables carry no price.'
              : values.hours.length === 0
                ? 'Choose hours to see the price.'
                : total === undefined
                  ? 'Pricing...'
                  : `Total ${formatPrice(total)}`}
          </Text>
          <Button type="submit" loading={submit.pending}>
            Book walk-in
          </Button>
        </Group>
      </FormCard>
    </Stack>
  );
}
