import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CLOSURE_DAYS_AHEAD,
  CLOSURE_REASON_MAX,
  COURTS,
  lastClosureDate,
  VENUE_RULE_MESSAGES,
  type ClosurePreview,
  type ClosureRequest,
} from '@padel/contracts';
import { useRef, useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormCard } from '@/components/ui/form-card';
import { focusFirstInvalid } from '@/lib/form-errors';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { venueToday } from '@/lib/venue-time';
import { useCreateClosure } from '../api/create-closure';
import { usePreviewClosure } from '../api/preview-closure';
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
 * A new closure (see docs/venue-settings.md#closures): dates from today up to a year ahead,
 * courts, optionally some hours, and the reason the customers are told. It cancels the bookings it
 * covers, so it first asks the server how many and has staff confirm.
 */
export function NewClosureForm() {
  // FormCard draws the <form>: the first-invalid focus looks for it inside this box.
  const boxRef = useRef<HTMLDivElement>(null);
  const today = venueToday();
  const form = useForm<ClosureFormValues>({
    initialValues: emptyClosureForm(),
    validate: (values) => validateClosure(values, venueToday()),
  });
  const [pending, setPending] = useState<{
    request: ClosureRequest;
    affected: ClosurePreview;
  } | null>(null);
  const preview = usePreviewClosure();
  const create = useCreateClosure();

  const submit = useFormSubmit({
    // In screen order; a nested path (`courts.0`) is kept too.
    fields: ['from', 'to', 'courts', 'fromHour', 'toHour', 'reason'] as string[],
    check: formCheck(form),
    send: async () => {
      const request = closureRequest(form.values);
      return { request, affected: await preview.mutateAsync(request) };
    },
    onSent: setPending,
    failureMessage: (failure) =>
      failureMessage(failure, 'The bookings it covers could not be counted. Please try again.'),
    failureFields: serverFormErrors,
    onFailed: (_failure, _fieldMessages, message) => notifications.show({ color: 'red', message }),
    setErrors: form.setErrors,
  });

  const confirm = () => {
    if (!pending) return;
    create.mutate(pending.request, {
      onSuccess: (answer) => {
        setPending(null);
        form.reset();
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (failure) => {
        // The refused request: its fields marked and focused, its message shown.
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

  const affected = pending?.affected;
  return (
    <>
      <div ref={boxRef}>
        <FormCard onSubmit={submit.onSubmit}>
          <Title order={2} size="h4">
            Close courts
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label="From date"
              description="Today or later."
              min={today}
              max={lastClosureDate(today)}
              required
              {...form.getInputProps('from')}
            />
            <TextInput
              type="date"
              label="To date"
              description={`The last closed day (included), up to ${CLOSURE_DAYS_AHEAD} days ahead.`}
              min={today}
              max={lastClosureDate(today)}
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
            <Button type="submit" loading={submit.pending}>
              Save closure
            </Button>
          </Group>
        </FormCard>
      </div>
      <ConfirmModal
        opened={pending !== null}
        title="Close the courts?"
        confirmLabel={affected?.bookings ? 'Close and cancel bookings' : 'Close courts'}
        confirmColor="red"
        autoFocus="cancel"
        working={create.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending && affected && (
          <Stack gap="xs">
            <Text fw={600}>
              {VENUE_RULE_MESSAGES.closurePreview(affected.bookings, affected.paid)}
            </Text>
            <Text>
              This closes {closureSummary(pending.request)}.
              {affected.bookings > 0 &&
                ' Their customers are told, and what they paid is owed back the way it came.'}
            </Text>
          </Stack>
        )}
      </ConfirmModal>
    </>
  );
}
