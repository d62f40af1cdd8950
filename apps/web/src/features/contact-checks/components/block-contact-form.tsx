import '@mantine/core/styles/Input.css';
import { Button, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ContactFields, type ContactFieldSpec } from '@/components/ui/contact-fields';
import { FormCard } from '@/components/ui/form-card';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useBlockContact } from '../api/block-contact';
import { blockFailure, blockProblems, blockRequest, type BlockFormValues } from '../lib/block-form';

const FAILED = 'The contact could not be blocked. Please try again.';
const CONTACT: readonly ContactFieldSpec<'contact'>[] = [
  {
    kind: 'contact',
    name: 'contact',
    label: 'Phone or e-mail',
    description: 'It can no longer book online.',
    required: true,
  },
];
const REASON_MAX = 500;

/**
 * Block a phone number or e-mail from booking online (docs/screens.md#blocked-contacts); staff
 * can still book for them at the counter.
 */
export function BlockContactForm() {
  const form = useForm<BlockFormValues>({ initialValues: { contact: '', reason: '' } });
  const block = useBlockContact();

  const submit = useFormSubmit({
    fields: ['contact', 'reason'] as const,
    check: () => blockProblems(blockRequest(form.values)) ?? {},
    send: () => block.mutateAsync(blockRequest(form.values)),
    onSent: (blocked) => {
      form.reset();
      notifications.show({ color: 'green', message: `${blocked.contact} is blocked.` });
    },
    // The server's refusal goes under its field; a failure it said nothing of use about, in a
    // notification.
    failureMessage: () => undefined,
    failureFields: (failure) => blockFailure(failure) ?? {},
    onFailed: (failure) => {
      if (!blockFailure(failure)) notifications.show({ color: 'red', message: FAILED });
    },
    setErrors: form.setErrors,
  });

  return (
    <FormCard onSubmit={submit.onSubmit}>
      <Title order={2} size="h4">
        Block a contact
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ContactFields
          fields={CONTACT}
          inputProps={(name) => form.getInputProps(name)}
          staffEntry
        />
        <TextInput
          label="Reason (optional)"
          description="For staff only."
          maxLength={REASON_MAX}
          {...form.getInputProps('reason')}
        />
      </SimpleGrid>
      <Group>
        <Button type="submit" size="md" loading={submit.pending}>
          Block
        </Button>
      </Group>
    </FormCard>
  );
}
