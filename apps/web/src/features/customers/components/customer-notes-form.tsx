import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { STAFF_NOTES_MAX, staffNotesRequestSchema, type CustomerProfile } from '@padel/contracts';
import { useId } from 'react';
import { serverMessageOf } from '@/lib/failure-message';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { useUpdateCustomer } from '../api/update-customer';

/** Staff's private notes on the customer (docs/customers.md): blank clears them. */
export function CustomerNotesForm({ customer }: { customer: CustomerProfile }) {
  const headingId = useId();
  const form = useForm({
    initialValues: { staffNotes: customer.staffNotes ?? '' },
    validate: schemaResolver(staffNotesRequestSchema, { sync: true }),
  });
  const update = useUpdateCustomer(customer.id);

  const submit = useFormSubmit({
    fields: ['staffNotes'] as const,
    check: formCheck(form),
    send: () => update.mutateAsync({ staffNotes: form.values.staffNotes }),
    onSent: () => notifications.show({ color: 'green', message: 'Staff notes saved.' }),
    // Said under the field.
    failureMessage: () => undefined,
    failureFields: (failure) => ({
      staffNotes: serverMessageOf(failure) ?? 'Failed to save the staff notes.',
    }),
    setErrors: form.setErrors,
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            Staff notes
          </Title>
          <Textarea
            label="Notes about this customer"
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
