import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STAFF_NOTES_MAX, type AdminBooking } from '@padel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useSaveStaffNotes } from '../api/save-staff-notes';
import { serverMessageOf } from '../lib/error-message';

/**
 * The detail's notes box (PRODUCT D8): the customer's own feedback, read-only, and the staff's
 * private notes, which the customer never sees and which never replace the customer's words.
 */
export function StaffNotesForm({ booking }: { booking: AdminBooking }) {
  const headingId = useId();
  const [text, setText] = useState(booking.staffNotes ?? '');
  const [error, setError] = useState<string>();
  const save = useSaveStaffNotes();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setError(undefined);
    save.mutate(
      { id: booking.id, staffNotes: text },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (failure) => {
          const message = serverMessageOf(failure) ?? 'Failed to save the staff notes.';
          setError(message);
          notifications.show({ color: 'red', title: 'Error', message });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={headingId}>
            Feedback and notes
          </Title>
          <div>
            <Text fw={600} size="sm">
              What the customer told us
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {booking.feedback?.trim() || 'No feedback from the customer yet.'}
            </Text>
          </div>
          <Textarea
            label="Staff notes"
            description="Private to staff: the customer never sees them."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={STAFF_NOTES_MAX}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(undefined);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save notes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
