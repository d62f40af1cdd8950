import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { STAFF_NOTES_MAX, staffNotesRequestSchema, type AdminBooking } from '@padel/contracts';
import { useId } from 'react';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { useSaveStaffNotes } from '../api/save-staff-notes';
import { serverMessageOf } from '@/lib/failure-message';

const notesFailure = (failure: unknown) =>
  serverMessageOf(failure) ?? 'Failed to save the staff notes.';

/**
 * The detail's notes box (see docs/bookings.md#customer-page): the customer's own feedback,
 * read-only, and the staff's private notes, which the customer never sees and which never replace
 * the customer's words.
 */
export function StaffNotesForm({ booking }: { booking: AdminBooking }) {
  const headingId = useId();
  const form = useForm({
    initialValues: { staffNotes: booking.staffNotes ?? '' },
    validate: schemaResolver(staffNotesRequestSchema, { sync: true }),
  });
  const save = useSaveStaffNotes();

  // The typed text is sent as it is: the server trims it, and blank clears the notes.
  const submit = useFormSubmit({
    fields: ['staffNotes'] as const,
    check: formCheck(form),
    send: () => save.mutateAsync({ id: booking.id, staffNotes: form.values.staffNotes }),
    onSent: (answer) => notifications.show({ color: 'green', message: answer.message }),
    // Said under the field and in a notification.
    failureMessage: () => undefined,
    failureFields: (failure) => ({ staffNotes: notesFailure(failure) }),
    onFailed: (failure) =>
      notifications.show({ color: 'red', title: 'Error', message: notesFailure(failure) }),
    setErrors: form.setErrors,
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit.onSubmit} noValidate>
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
            {...form.getInputProps('staffNotes')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submit.pending}>
              Save notes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
