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
  COURT_NAMES,
  isPaidInFull,
  COURTS,
  formatPrice,
  routePath,
  APP_ROUTES,
  slotLabel,
  slotRanges,
  WALK_IN_PAYMENT_LABELS,
  WALK_IN_PAYMENTS,
  type AdminBooking,
  type BookingType,
  type Court,
} from '@padel/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge, PaymentStatusBadge } from '@/components/ui/booking-status-badge';
import { FormCard } from '@/components/ui/form-card';
import { failureMessage } from '@/lib/failure-message';
import {
  focusFirstInvalid,
  focusFirstInvalidOnFailure,
  serverFieldErrors,
} from '@/lib/form-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { formatLongDate, venueToday } from '@/lib/venue-time';
import { useCreateWalkIn } from '../api/create-walk-in';
import { useDayAvailability } from '../api/get-day-availability';
import { paymentMethodLabel } from '../lib/labels';
import {
  DEFAULT_GUESTS,
  emptyWalkIn,
  hourStates,
  nextWalkIn,
  validateWalkIn,
  walkInRequest,
  walkInTotal,
  type HourState,
  type WalkInFormValues,
} from '../lib/walk-in-form';
import classes from './walk-in.module.css';

const FIELDS = [
  'selectedDate',
  'selectedSlots',
  'selectedCourt',
  'bookingType',
  'customerName',
  'email',
  'phoneNumber',
  'numberOfGuests',
  'payment',
  'amount',
] as const;

const STATE_WORDS: Record<HourState, string> = {
  free: 'Free',
  booked: 'Booked',
  closed: 'Closed',
  past: 'Started',
};

/**
 * Add walk-in (see docs/screens.md#walk-in, docs/bookings.md#walk-ins): staff book a customer at
 * the counter in one compact form; the booking is made confirmed, in-person and paid as they say.
 */
export function WalkInPage() {
  usePageTitle('Add walk-in');
  const today = useMemo(() => venueToday(), []);
  const form = useForm<WalkInFormValues>({
    initialValues: emptyWalkIn(today),
    validate: validateWalkIn,
  });
  const { values } = form;
  const availability = useDayAvailability(values.selectedDate, values.selectedDate >= today);
  const states = hourStates(availability.data, values.bookingType, values.selectedCourt);
  const total = walkInTotal(availability.data, values);
  const hasTables = (availability.data?.table.totalTables ?? 0) > 0;
  const create = useCreateWalkIn();
  const [booked, setBooked] = useState<AdminBooking | null>(null);

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

  const submit = form.onSubmit((checked, event) => {
    // Read now: React clears currentTarget once the handler returns.
    const element = event?.currentTarget;
    setBooked(null);
    create.mutate(walkInRequest(checked, total), {
      onSuccess: (answer) => {
        setBooked(answer.booking);
        form.setValues(nextWalkIn(checked));
        form.resetDirty();
      },
      onError: (failure) => {
        const errors = serverFieldErrors(failure, FIELDS);
        const { selectedSlots, ...rest } = errors;
        form.setErrors({ ...rest, ...(selectedSlots ? { hours: selectedSlots } : {}) });
        focusFirstInvalid(element);
      },
    });
  }, focusFirstInvalidOnFailure);

  const hourError = form.errors.hours;
  const visibleHours = states
    .map((state, hour) => ({ state, hour }))
    // Today's started hours are of no use at the counter.
    .filter(({ state }) => state !== 'past');

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h2">
          Add walk-in
        </Title>
        <Anchor component={Link} to={routePath(APP_ROUTES.bookingList)} size="sm">
          Booking Management
        </Anchor>
      </Group>

      {booked && <WalkInBooked booking={booked} />}

      {create.isError && !form.errors.hours && (
        <Alert
          color="red"
          role="alert"
          title="The walk-in was not booked"
          styles={darkTitle('red')}
        >
          {failureMessage(create.error, 'The walk-in could not be booked. Please try again.')}
        </Alert>
      )}

      <FormCard onSubmit={submit}>
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
                onChange={(value) => {
                  const bookingType = value as BookingType;
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
            <Input.Wrapper label="Court" id="walk-in-court" labelElement="div">
              <SegmentedControl
                aria-labelledby="walk-in-court-label"
                fullWidth
                data={COURTS.map((court) => ({
                  value: court,
                  label: `${court} · ${COURT_NAMES[court].replace(' Court', '')}`,
                }))}
                value={values.selectedCourt}
                onChange={(value) => choose({ selectedCourt: value as Court })}
              />
            </Input.Wrapper>
          )}
        </SimpleGrid>

        <Input.Wrapper
          label="Hours"
          required
          error={hourError}
          id="walk-in-hours"
          labelElement="div"
          description={
            availability.isError
              ? 'Could not read which hours are free; the server still refuses a taken one.'
              : undefined
          }
        >
          <div
            role="group"
            aria-labelledby="walk-in-hours-label"
            aria-busy={availability.isFetching && !availability.data}
            className={classes.hours}
            data-invalid={hourError ? 'true' : undefined}
          >
            {visibleHours.length === 0 && (
              <Text size="sm">No hours left on this day. Choose another date.</Text>
            )}
            {visibleHours.map(({ state, hour }) => {
              const chosen = values.hours.includes(hour);
              return (
                <Button
                  key={hour}
                  type="button"
                  size="compact-md"
                  h="auto"
                  py={6}
                  px={2}
                  fz="sm"
                  variant={chosen ? 'filled' : 'default'}
                  disabled={state !== 'free'}
                  aria-pressed={chosen}
                  aria-label={`${slotLabel(hour)}, ${STATE_WORDS[state].toLowerCase()}`}
                  onClick={() => toggleHour(hour)}
                  classNames={{ label: classes.hourLabel }}
                >
                  <span>{shortHour(hour)}</span>
                  <span className={classes.hourState}>
                    {chosen ? 'Chosen' : STATE_WORDS[state]}
                  </span>
                </Button>
              );
            })}
          </div>
        </Input.Wrapper>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            autoComplete="off"
            {...form.getInputProps('customerName')}
          />
          <TextInput
            label="Phone"
            required
            type="tel"
            inputMode="numeric"
            placeholder="03XXXXXXXXX"
            autoComplete="off"
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput
            label="E-mail (optional)"
            type="email"
            autoComplete="off"
            description="For the booking e-mail and reminder."
            {...form.getInputProps('email')}
          />
          <NumberInput
            label="Guests"
            required
            min={1}
            max={values.bookingType === 'Padel' ? 4 : undefined}
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

        <Group justify="space-between" align="center" gap="sm">
          <Text fw={600} aria-live="polite">
            {values.bookingType === 'Table'
              ? 'Café tables carry no price.'
              : total === undefined
                ? 'Choose hours to see the price.'
                : `Total ${formatPrice(total)}`}
          </Text>
          <Button type="submit" loading={create.isPending}>
            Book walk-in
          </Button>
        </Group>
      </FormCard>
    </Stack>
  );
}

/**
 * An alert title dark enough for WCAG AA on its light background (Mantine's green-9 is not:
 * walk-in.module.css).
 */
const darkTitle = (color: 'green' | 'red') => ({
  title: { color: color === 'green' ? '#14532d' : 'var(--mantine-color-red-9)' },
});

/** "6 PM" for a button in a grid of 24. */
function shortHour(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The walk-in just made: what staff tell the customer, and the way to its detail. */
function WalkInBooked({ booking }: { booking: AdminBooking }) {
  const where = booking.selectedCourt
    ? `${booking.selectedCourt} (${COURT_NAMES[booking.selectedCourt]})`
    : 'Café table';
  const paid = isPaidInFull(booking);
  return (
    <Alert color="green" role="status" title="Walk-in booked" styles={darkTitle('green')}>
      <Stack gap={6}>
        <Text size="sm">
          {booking.customerName}: {where}, {slotRanges(booking.selectedSlots).join(', ')},{' '}
          {formatLongDate(booking.selectedDate)}.
        </Text>
        <Group gap="xs">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.PaymentStatus} />
          {booking.bookingType === 'Padel' && (
            <Text size="sm">
              {paid
                ? `${formatPrice(booking.amount)} paid (${paymentMethodLabel(booking.paymentType)})`
                : `${formatPrice(booking.remainingBalance)} to pay`}
            </Text>
          )}
        </Group>
        <Anchor
          component={Link}
          to={routePath(APP_ROUTES.bookingDetail, { id: booking.id })}
          size="sm"
          className={classes.successLink}
          fw={600}
          underline="always"
        >
          View booking
        </Anchor>
      </Stack>
    </Alert>
  );
}
