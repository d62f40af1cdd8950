import '@mantine/core/styles/Input.css';
import { Button, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ContactFields, type ContactFieldSpec } from '@/components/ui/contact-fields';
import { FormCard } from '@/components/ui/form-card';
import { focusFirstInvalid } from '@/lib/form-errors';
import { useBlockContact } from '../api/block-contact';
import {
  blockFailure,
  blockProblems,
  blockRequest,
  type BlockFormErrors,
  type BlockFormValues,
} from '../lib/block-form';

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

  const handleSubmit = form.onSubmit((values, event) => {
    // Read now: React clears `currentTarget` once the handler returns.
    const where = event?.currentTarget;
    const showErrors = (errors: BlockFormErrors) => {
      form.setErrors(errors);
      focusFirstInvalid(where);
    };
    if (block.isPending) return;
    const request = blockRequest(values);
    const problems = blockProblems(request);
    if (problems) return showErrors(problems);
    block.mutate(request, {
      onSuccess: (blocked) => {
        form.reset();
        notifications.show({ color: 'green', message: `${blocked.contact} is blocked.` });
      },
      onError: (failure) => {
        const errors = blockFailure(failure);
        if (errors) return showErrors(errors);
        notifications.show({ color: 'red', message: FAILED });
      },
    });
  });

  return (
    <FormCard onSubmit={handleSubmit}>
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
        <Button type="submit" size="md" loading={block.isPending}>
          Block
        </Button>
      </Group>
    </FormCard>
  );
}
