import '@mantine/core/styles/Input.css';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { customerNameProblem, EMAIL_MAX, emailProblem, PERSON_NAME_MAX } from '@padel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/venue-time';
import { useJoinQueue } from '../api/join-queue';

type Field = 'customerName' | 'email';

interface QueueFormProps {
  selectedDate: string;
  customerName: string;
  email: string;
}

/** Join the queue for a day whose tables are full (see docs/bookings.md#queue). */
export function QueueForm({ selectedDate, customerName, email }: QueueFormProps) {
  const headingId = useId();
  const joinQueue = useJoinQueue();
  const [name, setName] = useState(customerName);
  const [address, setAddress] = useState(email);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [joined, setJoined] = useState<string>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (joinQueue.isPending) return;
    const found: Partial<Record<Field, string>> = {
      customerName: customerNameProblem(name.trim()),
      email: emailProblem(address.trim()),
    };
    setErrors(found);
    setFailure(undefined);
    if (found.customerName || found.email) return;
    joinQueue
      .run({ selectedDate, customerName: name.trim(), email: address.trim() })
      .then(setJoined, (error: unknown) =>
        setFailure(
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'Could not join the queue. Please try again.',
        ),
      );
  };

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
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="sm">
            <Text>
              Date: <strong>{formatLongDate(selectedDate)}</strong>. We will e-mail you if a table
              frees up.
            </Text>
            <TextInput
              label="Customer Name"
              name="customerName"
              autoComplete="name"
              withAsterisk
              maxLength={PERSON_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.customerName}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              withAsterisk
              maxLength={EMAIL_MAX}
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              error={errors.email}
            />
            {failure && (
              <Text role="alert" c="red.9" fw={600}>
                {failure}
              </Text>
            )}
            <Button
              type="submit"
              disabled={joinQueue.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {joinQueue.isPending ? 'Processing...' : 'Join the queue'}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
