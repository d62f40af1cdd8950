import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { APP_ROUTES, routePath, type SeriesOnConflict, type SeriesPreview } from '@padel/contracts';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '@/components/ui/form-card';
import { needsOwnerApproval } from '@/lib/owner-approvals';
import { AskOwner, type OwnerAsk } from '@/components/ui/ask-owner';
import { failureMessage } from '@/lib/failure-message';
import { useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { venueToday } from '@/lib/venue-time';
import { useCreateSeries, usePreviewSeries } from '../api/booking-series';
import { counterQuoteRequest } from '../lib/counter-quote';
import {
  emptySeries,
  SERIES_FIELDS,
  seriesFieldOf,
  seriesRequest,
  validateSeries,
  type SeriesField,
  type SeriesFormValues,
} from '../lib/series-form';
import { darkTitle } from './walk-in-booked';
import { SeriesCreatePanel } from './series-create-panel';
import { SeriesCustomerFields } from './series-customer-fields';
import { SeriesPaymentFields } from './series-payment-fields';
import { SeriesWhenFields } from './series-when-fields';
import { useCounterLookup } from './use-counter-lookup';

/**
 * Add series (see docs/screens.md#new-series, docs/bookings.md#series): staff book a regular's
 * court and hours every week (or every N weeks). Preview lists every date with its price and
 * whether it can be booked; Create series books them and opens the series. The form's state
 * lives here; its parts draw the fields.
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
    onValuesChange: () => {
      setPreview(null);
      setOwnerAsk(undefined);
    },
  });
  const { values } = form;
  // Who the phone is and the server's price of the first date for them (docs/prices.md#quotes).
  const lookup = useCounterLookup(
    counterQuoteRequest({ ...values, selectedDate: values.startDate, padel: true }),
    values,
    (contact) => form.setValues(contact),
  );
  const previewApi = usePreviewSeries();
  const create = useCreateSeries();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const [createFailure, setCreateFailure] = useState<string>();
  // A fixed price below the venue's prices is the owner's: staff may ask (docs/prices.md#owner-prices).
  const [ownerAsk, setOwnerAsk] = useState<{ ask: OwnerAsk; refusal: string }>();

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
    const request = { ...seriesRequest(values), onConflict };
    create.mutateAsync(request).then(
      (series) => void navigate(routePath(APP_ROUTES.seriesDetail, { id: series.id })),
      (error: unknown) => {
        if (needsOwnerApproval(error)) {
          setOwnerAsk({ ask: { kind: 'series-price', series: request }, refusal: error.message });
        } else {
          setCreateFailure(failureMessage(error, 'The series was not booked. Please try again.'));
        }
      },
    );
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
        <SeriesWhenFields form={form} today={today} />
        <SeriesCustomerFields form={form} customer={lookup.customer} />
        <SeriesPaymentFields form={form} firstDateQuote={lookup.quote} />
        <Group justify="flex-end">
          <Button type="submit" variant={preview ? 'default' : 'filled'} loading={submit.pending}>
            Preview
          </Button>
        </Group>
      </FormCard>

      {preview && (
        <SeriesCreatePanel
          preview={preview}
          headingRef={previewHeading}
          onConflict={onConflict}
          onConflictChange={setOnConflict}
          failure={createFailure}
          creating={create.isPending}
          onCreate={createSeries}
        />
      )}
      {preview && ownerAsk && <AskOwner ask={ownerAsk.ask} refusal={ownerAsk.refusal} />}
    </Stack>
  );
}
