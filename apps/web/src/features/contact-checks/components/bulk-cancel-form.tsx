import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { BulkCancelAnswer } from '@padel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ContactFields, type ContactFieldSpec } from '@/components/ui/contact-fields';
import { appConfig } from '@/lib/app-config';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useBulkCancel } from '../api/bulk-cancel';
import {
  BULK_CANCEL_FIELDS,
  bulkCancelRequest,
  cancelLabel,
  emptyFilters,
  failureProblems,
  filtersOf,
  previewText,
  requestProblems,
  sameFilters,
  type BulkCancelFilters,
} from '../lib/bulk-cancel-form';

const COUNT_FAILED = 'The bookings could not be counted. Please try again.';
const CANCEL_FAILED = 'The bookings could not be cancelled. Please try again.';
const REASON_MAX = 500;
const CONTACT: readonly ContactFieldSpec<'contact'>[] = [
  {
    kind: 'contact',
    name: 'contact',
    label: 'Phone or e-mail',
    description: "A customer's contact, as they booked with it.",
    required: false,
  },
];

interface BulkCancelValues extends BulkCancelFilters {
  reason: string;
  notifyCustomers: boolean;
}

/**
 * Cancel in one action every online booking of a contact, an address or network, or a time
 * window (docs/screens.md#blocked-contacts). Find bookings counts them first; only
 * then do the reason, Tell the customers and the cancel button appear, for exactly those filters.
 */
export function BulkCancelForm({ initialAddress }: { initialAddress: string }) {
  const headingId = useId();
  const form = useForm<BulkCancelValues>({
    initialValues: { ...emptyFilters(initialAddress), reason: '', notifyCustomers: false },
  });
  const [preview, setPreview] = useState<{
    filters: BulkCancelFilters;
    answer: BulkCancelAnswer;
  }>();
  const [done, setDone] = useState<string>();
  const bulk = useBulkCancel();
  const timeZone = appConfig.venueTimezone;

  // A count holds only for the filters it was made for.
  const counted = preview && sameFilters(preview.filters, form.values) ? preview : undefined;

  const countRequest = () => bulkCancelRequest(filtersOf(form.values), timeZone, { dryRun: true });
  const cancelRequest = (filters: BulkCancelFilters) =>
    bulkCancelRequest(filters, timeZone, {
      dryRun: false,
      reason: form.values.reason,
      notifyCustomers: form.values.notifyCustomers,
    });

  // Two forms, one message for the whole: a problem of either is shown above Find bookings.
  const count = useFormSubmit({
    fields: BULK_CANCEL_FIELDS,
    check: () => requestProblems(countRequest())?.fields ?? {},
    checkForm: () => requestProblems(countRequest())?.form,
    send: async () => {
      const filters = filtersOf(form.values);
      const request = bulkCancelRequest(filters, timeZone, { dryRun: true });
      return { filters, answer: await bulk.mutateAsync(request) };
    },
    onSent: setPreview,
    failureMessage: (failure) => failureProblems(failure, COUNT_FAILED).form,
    failureFields: (failure) => failureProblems(failure, COUNT_FAILED).fields,
    setErrors: form.setErrors,
  });

  const cancel = useFormSubmit({
    fields: BULK_CANCEL_FIELDS,
    check: () => (counted ? (requestProblems(cancelRequest(counted.filters))?.fields ?? {}) : {}),
    checkForm: () => (counted ? requestProblems(cancelRequest(counted.filters))?.form : undefined),
    send: () => {
      // The form is shown only for a count: this is its filters'.
      if (!counted) return Promise.reject(new Error('Nothing counted to cancel.'));
      return bulk.mutateAsync(cancelRequest(counted.filters));
    },
    onSent: (answer) => {
      setPreview(undefined);
      setDone(answer.message);
      form.setValues({ reason: '', notifyCustomers: false });
    },
    failureMessage: (failure) => failureProblems(failure, CANCEL_FAILED).form,
    failureFields: (failure) => failureProblems(failure, CANCEL_FAILED).fields,
    setErrors: form.setErrors,
  });
  const formError = count.failure ?? cancel.failure;

  const handleCount = (event: FormEvent<HTMLFormElement>) => {
    setDone(undefined);
    cancel.clearFailure();
    count.onSubmit(event);
  };

  const handleCancel = (event: FormEvent<HTMLFormElement>) => {
    if (count.pending) return event.preventDefault();
    count.clearFailure();
    cancel.onSubmit(event);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Cancel bookings in one go
        </Title>
        <Text size="sm">
          Every online booking from today on that still holds its slots and matches all the filters
          you fill in. Walk-ins are never touched.
        </Text>
        <form noValidate onSubmit={handleCount}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ContactFields
                fields={CONTACT}
                inputProps={(name) => form.getInputProps(name)}
                staffEntry
              />
              <TextInput
                label="Address or network"
                description="203.0.113.7, or a network: 203.0.113.0/24, 203.0.0.0/16; IPv6 2001:db8:1:2::/64, /56 or /48."
                autoComplete="off"
                maxLength={64}
                {...form.getInputProps('address')}
              />
              <TextInput
                type="datetime-local"
                label="Made from"
                description="Venue time."
                {...form.getInputProps('createdFrom')}
              />
              <TextInput
                type="datetime-local"
                label="Made before"
                description="Venue time."
                {...form.getInputProps('createdTo')}
              />
            </SimpleGrid>
            {formError && (
              <Text role="alert" c="red.8" fw={600}>
                {formError}
              </Text>
            )}
            <Group>
              <Button type="submit" size="md" variant="outline" loading={count.pending}>
                Find bookings
              </Button>
            </Group>
          </Stack>
        </form>
        {counted && (
          <Alert color={counted.answer.count > 0 ? 'orange' : 'gray'} role="status">
            <Text fw={600}>{previewText(counted.answer)}</Text>
            {counted.answer.withMoneyTaken > 0 && (
              <Text size="sm">What they paid is owed back the way it came.</Text>
            )}
          </Alert>
        )}
        {counted && counted.answer.count > 0 && (
          // Its own form: Enter in the reason cancels these bookings, not counts them again.
          <form noValidate onSubmit={handleCancel}>
            <Stack gap="md">
              <TextInput
                label="Reason"
                description="Kept on each booking, and in the message when the customers are told."
                required
                maxLength={REASON_MAX}
                {...form.getInputProps('reason')}
              />
              <Checkbox
                label="Tell the customers"
                description="Off by default: a stranger's made-up contacts get nothing."
                {...form.getInputProps('notifyCustomers', { type: 'checkbox' })}
              />
              <Group>
                <Button type="submit" color="red" size="md" loading={cancel.pending}>
                  {cancelLabel(counted.answer.count)}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {done && (
          <Text role="status" fw={600}>
            {done}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
