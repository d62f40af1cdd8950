import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOOKING_MESSAGES, type AdminBooking } from '@padel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useSubmitFeedback } from '../api/submit-feedback';
import { serverMessageOf } from '../lib/error-message';

const FEEDBACK_MAX = 2000;

/** The feedback box (SPEC §2 Booking detail): not empty after trimming (SPEC §5). */
export function FeedbackForm({ booking }: { booking: AdminBooking }) {
  const headingId = useId();
  const [text, setText] = useState(booking.feedback ?? '');
  const [error, setError] = useState<string>();
  const submit = useSubmitFeedback();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const feedback = text.trim();
    if (!feedback) {
      setError(BOOKING_MESSAGES.feedbackEmpty);
      return;
    }
    setError(undefined);
    submit.mutate(
      { id: booking.id, feedback },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (failure) => {
          const message = serverMessageOf(failure);
          setError(message ?? 'Failed to submit feedback.');
          notifications.show({
            color: 'red',
            title: 'Error',
            message: 'Failed to submit feedback.',
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={headingId}>
            Feedback
          </Title>
          <Textarea
            label="Feedback on this booking"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={FEEDBACK_MAX}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(undefined);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
