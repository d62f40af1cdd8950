import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Group, SimpleGrid, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CLOSURE_REASON_MAX, COURTS } from '@padel/contracts';
import { useRef, useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormCard } from '@/components/ui/form-card';
import { focusFirstInvalid, focusFirstInvalidOnFailure } from '@/lib/form-errors';
import { useCreateClosure } from '../api/create-closure';
import {
  closureRequest,
  emptyClosureForm,
  validateClosure,
  type ClosureFormValues,
} from '../lib/closure-form';
import { failureMessage, serverFormErrors } from '../lib/form-issues';
import { END_HOURS, START_HOURS } from '../lib/settings-form';
import { closureSummary } from './closure-text';
import { HourSelect } from './settings-form-parts';
import classes from './venue-settings.module.css';

/**
 * A new closure (see docs/venue-settings.md#closures): dates, courts, optionally some hours, and
 * the reason the customers are told. It cancels the bookings it covers, so it asks first.
 */
export function NewClosureForm() {
  // FormCard draws the <form>: the first-invalid focus looks for it inside this box.
  const boxRef = useRef<HTMLDivElement>(null);
  const form = useForm<ClosureFormValues>({
    initialValues: emptyClosureForm(),
    validate: validateClosure,
  });
  const [pending, setPending] = useState<ClosureFormValues | null>(null);
  const create = useCreateClosure();

  const handleSubmit = form.onSubmit((values) => setPending(values), focusFirstInvalidOnFailure);

  const confirm = () => {
    if (!pending) return;
    create.mutate(closureRequest(pending), {
      onSuccess: (answer) => {
        setPending(null);
        form.reset();
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (failure) => {
        setPending(null);
        form.setErrors(serverFormErrors(failure));
        focusFirstInvalid(boxRef.current?.querySelector('form'));
        notifications.show({
          color: 'red',
          message: failureMessage(failure, 'The closure could not be saved. Please try again.'),
        });
      },
    });
  };

  const request = pending ? closureRequest(pending) : null;
  return (
    <>
      <div ref={boxRef}>
        <FormCard onSubmit={handleSubmit}>
          <Title order={2} size="h4">
            Close courts
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput type="date" label="From date" required {...form.getInputProps('from')} />
            <TextInput
              type="date"
              label="To date"
              description="The last closed day (included)."
              required
              {...form.getInputProps('to')}
            />
          </SimpleGrid>
          <Checkbox.Group label="Courts" required {...form.getInputProps('courts')}>
            <Group gap="lg" mt={6}>
              {COURTS.map((court) => (
                <Checkbox key={court} value={court} label={court} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label="Part of the day"
            description="Off closes the whole day."
            {...form.getInputProps('partOfDay', { type: 'checkbox' })}
          />
          {form.values.partOfDay && (
            <div className={classes.ruleFields}>
              <HourSelect form={form} path="fromHour" label="From" options={START_HOURS} />
              <HourSelect form={form} path="toHour" label="To (not included)" options={END_HOURS} />
            </div>
          )}
          <TextInput
            label="Reason"
            description="Customers whose bookings are cancelled are told this."
            required
            maxLength={CLOSURE_REASON_MAX}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit">Save closure</Button>
          </Group>
        </FormCard>
      </div>
      <ConfirmModal
        opened={request !== null}
        title="Close the courts?"
        confirmLabel="Close and cancel bookings"
        confirmColor="red"
        autoFocus="cancel"
        working={create.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {request && (
          <Text>
            This closes {closureSummary(request)}, and cancels every pending or confirmed padel
            booking it covers. Their customers are told, and card advances are refunded.
          </Text>
        )}
      </ConfirmModal>
    </>
  );
}
