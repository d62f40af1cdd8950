import '@mantine/core/styles/Input.css';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { BOOKING_MESSAGES } from '@padel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useSubmitFeedback } from '../api/submit-feedback';

const FEEDBACK_MAX = 2000;

interface FeedbackBoxProps {
  token: string;
  /** Feedback already saved for this booking. */
  saved: string | null;
  onSaved: (feedback: string) => void;
}

/**
 * The customer's feedback on their booking (see docs/bookings.md#customer-page: not empty after
 * trimming).
 */
export function FeedbackBox({ token, saved, onSaved }: FeedbackBoxProps) {
  const headingId = useId();
  const submitFeedback = useSubmitFeedback();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitFeedback.isPending) return;
    setSuccess(undefined);
    const feedback = text.trim();
    if (!feedback) {
      setError(BOOKING_MESSAGES.feedbackEmpty);
      return;
    }
    setError(undefined);
    submitFeedback.run({ token, feedback }).then(
      (message) => {
        setSuccess(message);
        setText('');
        onSaved(feedback);
      },
      (failure: unknown) =>
        setError(
          failure instanceof ApiRequestError && failure.serverMessage
            ? failure.serverMessage
            : 'Failed to submit feedback.',
        ),
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        Your feedback
      </Title>
      <Stack gap="sm">
        {saved && (
          <div>
            <Text size="sm" fw={600} c="dimmed">
              What you told us
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="saved-feedback">
              {saved}
            </Text>
          </div>
        )}
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="sm">
            <Textarea
              label="Feedback"
              name="feedback"
              description={saved ? 'Sending new feedback replaces what you told us.' : undefined}
              rows={4}
              maxLength={FEEDBACK_MAX}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                if (error) setError(undefined);
              }}
              error={error}
            />
            <Button
              type="submit"
              disabled={submitFeedback.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {submitFeedback.isPending ? 'Processing...' : 'Submit feedback'}
            </Button>
            {success && (
              <Text role="status" c="green.9" fw={600}>
                {success}
              </Text>
            )}
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
