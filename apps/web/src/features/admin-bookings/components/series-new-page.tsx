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
  NativeSelect,
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
  COURT_NAMES,
  COURTS,
  formatPrice,
  isOneOf,
  PADEL_MAX_GUESTS,
  routePath,
  SERIES_LIMITS,
  SERIES_ON_CONFLICT,
  SERIES_PAYMENT_LABELS,
  SERIES_PAYMENTS,
  SERIES_UP_FRONT_PAYMENTS,
  WALK_IN_PAYMENT_LABELS,
  type SeriesOnConflict,
  type SeriesPreview,
} from '@padel/contracts';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContactFields, type ContactFieldSpec } from '@/components/ui/contact-fields';
import { FormCard } from '@/components/ui/form-card';
import { failureMessage } from '@/lib/failure-message';
import { useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { venueToday } from '@/lib/venue-time';
import { useCreateSeries, usePreviewSeries } from '../api/booking-series';
import { useDayAvailability } from '../api/get-day-availability';
import {
  emptySeries,
  SERIES_FIELDS,
  seriesFieldOf,
  seriesRequest,
  validateSeries,
  type SeriesField,
  type SeriesFormValues,
} from '../lib/series-form';
import { hourStates } from '../lib/walk-in-form';
import { darkTitle } from './walk-in-booked';
import { WalkInHours } from './walk-in-hours';
import { SeriesPreviewList } from './series-preview-list';

/** The contact fields in the walk-in's words; staff may leave the e-mail out. */
const SERIES_CONTACT = [
  { kind: 'name', name: 'customerName', label: 'Name', required: true },
  { kind: 'phone', name: 'phoneNumber', label: 'Phone', required: true },
  {
    kind: 'email',
    name: 'email',
    label: 'E-mail (optional)',
    description: 'For the list of dates and the calendar file.',
    required: false,
  },
] as const satisfies readonly ContactFieldSpec<SeriesField>[];

const EVERY_WEEKS = [
  { value: '1', label: 'Every week' },
  { value: '2', label: 'Every 2 weeks' },
  { value: '3', label: 'Every 3 weeks' },
  { value: '4', label: 'Every 4 weeks' },
];

const ON_CONFLICT_LABELS: Record<SeriesOnConflict, string> = {
  skip: 'Skip those dates, book the rest',
  stop: 'Stop the series before the first one',
};

/**
 * Add series (see docs/screens.md#new-series, docs/bookings.md#series): staff book a regular's
 * court and hours every week (or every N weeks). Preview lists every date with its price and
 * whether it can be booked; Create series books them and opens the series.
 */
export function SeriesNewPage() {
  usePageTitle('Add series');
  const today = useMemo(() => venueToday(), []);
  const navigate = useNavigate();
  const [preview, setPreview] = useState<SeriesPreview | null>(null);
  const [onConflict, setOnConflict] = useState<SeriesOnConflict>('skip');
  const form = useForm<SeriesFormValues>({
    initialValues: emptySeries(today),
    // A preview shows what the form said when it was asked; any change asks for a new one.
    onValuesChange: () => setPreview(null),
  });
  const { values } = form;
  const availability = useDayAvailability(values.startDate, values.startDate >= today);
  const states = hourStates(availability.data, 'Padel', values.selectedCourt);
  const previewApi = usePreviewSeries();
  const create = useCreateSeries();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const [createFailure, setCreateFailure] = useState<string>();

  const setErrors = ({
    selectedSlots,
    endDate,
    count,
    ...errors
  }: Partial<Record<SeriesField, unknown>>) => {
    const mapped: Record<string, unknown> = { ...errors };
    if (selectedSlots) mapped.hours = selectedSlots;
    const ends = endDate ?? count;
    if (ends) mapped[seriesFieldOf('endDate', values.ends) ?? 'count'] = ends;
    form.setErrors(mapped as Record<string, string>);
  };

  const submit = useFormSubmit({
    fields: SERIES_FIELDS,
    check: () => validateSeries(values),
    send: () => previewApi.mutateAsync(seriesRequest(values)),
    onSent: (answer) => {
      setCreateFailure(undefined);
      setPreview(answer);
      requestAnimationFrame(() => previewHeading.current?.focus());
    },
    failureMessage: (error) =>
      failureMessage(error, 'The series could not be previewed. Please try again.'),
    setErrors,
  });

  const createSeries = () => {
    if (create.isPending) return;
    setCreateFailure(undefined);
    create.mutateAsync({ ...seriesRequest(values), onConflict }).then(
      (series) => void navigate(routePath(APP_ROUTES.seriesDetail, { id: series.id })),
      (error: unknown) =>
        setCreateFailure(failureMessage(error, 'The series was not booked. Please try again.')),
    );
  };

  const choose = (changes: Partial<SeriesFormValues>) => {
    // A new first date or court: the hours chosen before no longer mean the same.
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
          Add series
        </Title>
        <Anchor component={Link} to={routePath(APP_ROUTES.bookingList)} size="sm">
          Booking Management
        </Anchor>
      </Group>
      <Text size="sm">
        A regular&apos;s court and hours on the same weekday, booked for every date at once.
      </Text>

      {submit.failure && (
        <Alert
          color="red"
          role="alert"
          title="The series was not previewed"
          styles={darkTitle('red')}
        >
          {submit.failure}
        </Alert>
      )}

      <FormCard onSubmit={submit.onSubmit}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Input.Wrapper label="Court" id="series-court" labelElement="div">
            <SegmentedControl
              aria-labelledby="series-court-label"
              fullWidth
              data={COURTS.map((court) => ({
                value: court,
                label: `${court} · ${COURT_NAMES[court].replace(' Court', '')}`,
              }))}
              value={values.selectedCourt}
              onChange={(court) => {
                if (isOneOf(COURTS, court)) choose({ selectedCourt: court });
              }}
            />
          </Input.Wrapper>
          <TextInput
            type="date"
            label="First date"
            description="The series' weekday is this date's."
            min={today}
            required
            {...form.getInputProps('startDate')}
            onChange={(event) => choose({ startDate: event.currentTarget.value })}
          />
        </SimpleGrid>

        <WalkInHours
          states={states}
          chosen={values.hours}
          onToggle={toggleHour}
          error={form.errors.hours}
          loading={availability.isFetching && !availability.data}
          failed={availability.isError}
        />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect label="Repeats" data={EVERY_WEEKS} {...form.getInputProps('everyWeeks')} />
          <Radio.Group
            label="Ends"
            name="ends"
            value={values.ends}
            onChange={(ends) => {
              if (ends === 'count' || ends === 'date') form.setFieldValue('ends', ends);
            }}
          >
            <Group gap="md" mt={6}>
              <Radio value="count" label="After a number of weeks" />
              <Radio value="date" label="On a last date" />
            </Group>
          </Radio.Group>
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {values.ends === 'count' ? (
            <NumberInput
              label="Number of weeks"
              description={`How many dates to book, at most ${SERIES_LIMITS.maxOccurrences}.`}
              required
              min={1}
              max={SERIES_LIMITS.maxOccurrences}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('count')}
            />
          ) : (
            <TextInput
              type="date"
              label="Last date"
              min={values.startDate || today}
              required
              {...form.getInputProps('endDate')}
            />
          )}
        </SimpleGrid>

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

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Radio.Group label="Price" name="pricing" {...form.getInputProps('pricing')}>
            <Stack gap="xs" mt={6}>
              <Radio value="rules" label="The venue's prices for each date" />
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

        <Group justify="flex-end">
          <Button type="submit" variant={preview ? 'default' : 'filled'} loading={submit.pending}>
            Preview
          </Button>
        </Group>
      </FormCard>

      {preview && (
        <SeriesPreviewList preview={preview} headingRef={previewHeading}>
          <Radio.Group
            label="When a date cannot be booked"
            name="onConflict"
            value={onConflict}
            onChange={(value) => {
              if (isOneOf(SERIES_ON_CONFLICT, value)) setOnConflict(value);
            }}
          >
            <Stack gap="xs" mt={6}>
              {SERIES_ON_CONFLICT.map((choice) => (
                <Radio key={choice} value={choice} label={ON_CONFLICT_LABELS[choice]} />
              ))}
            </Stack>
          </Radio.Group>
          {createFailure && (
            <Alert
              color="red"
              role="alert"
              title="The series was not booked"
              styles={darkTitle('red')}
            >
              {createFailure}
            </Alert>
          )}
          <Group justify="space-between" align="center" gap="sm">
            <Text fw={600}>Total {formatPrice(preview.total)}</Text>
            <Button onClick={createSeries} loading={create.isPending}>
              Create series
            </Button>
          </Group>
        </SeriesPreviewList>
      )}
    </Stack>
  );
}
