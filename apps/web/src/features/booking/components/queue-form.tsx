import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { customerNameProblem, emailProblem, formatHour12 } from '@padel/contracts';
import { useId, useState } from 'react';
import { ContactFields } from '@/components/ui/contact-fields';
import { ApiRequestError } from '@/lib/api-client';
import { useFormSubmit } from '@/lib/use-form-submit';
import { formatLongDate } from '@/lib/venue-time';
import { useJoinQueue } from '../api/join-queue';
import { QUEUE_CONTACT } from '../lib/booking-contact';

const FIELDS = QUEUE_CONTACT.map(({ name }) => name);
type Field = (typeof FIELDS)[number];

interface QueueFormProps {
  selectedDate: string;
  /** The full café hour the customer came from, when they chose one (docs/bookings.md#queue). */
  hour?: number;
  customerName: string;
  email: string;
}

/** Join the queue for a day whose tables are full (see docs/bookings.md#queue). */
export function QueueForm({ selectedDate, hour, customerName, email }: QueueFormProps) {
  const headingId = useId();
  const joinQueue = useJoinQueue();
  const [values, setValues] = useState<Record<Field, string>>({ customerName, email });
  const [joined, setJoined] = useState<string>();
  const submit = useFormSubmit({
    fields: FIELDS,
    check: () => ({
      customerName: customerNameProblem(values.customerName.trim()),
      email: emailProblem(values.email.trim()),
    }),
    send: () =>
      joinQueue.run({
        selectedDate,
        customerName: values.customerName.trim(),
        email: values.email.trim(),
      }),
    onSent: setJoined,
    failureMessage: (error) =>
      error instanceof ApiRequestError && error.serverMessage
        ? error.serverMessage
        : 'Could not join the queue. Please try again.',
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Join the queue
      </Title>
      {joined ? (
        <Text role="status" fw={600} c="green.9">
          {joined}
        </Text>
      ) : (
        <form noValidate onSubmit={submit.onSubmit}>
          <Stack gap="sm">
            <Text>
              Date: <strong>{formatLongDate(selectedDate)}</strong>
              {hour !== undefined && (
                <>
                  , hour: <strong>{`${formatHour12(hour)} - ${formatHour12(hour + 1)}`}</strong>
                </>
              )}
              . We will e-mail you if a table frees up that day.
            </Text>
            <ContactFields
              fields={QUEUE_CONTACT}
              inputProps={(name) => ({
                value: values[name],
                onChange: (event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [name]: value }));
                  submit.setFieldError(name, undefined);
                },
                error: submit.errors[name],
              })}
            />
            {submit.failure && (
              <Text role="alert" c="red.9" fw={600}>
                {submit.failure}
              </Text>
            )}
            <Button type="submit" disabled={submit.pending} style={{ alignSelf: 'flex-start' }}>
              {submit.pending ? 'Processing...' : 'Join the queue'}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
