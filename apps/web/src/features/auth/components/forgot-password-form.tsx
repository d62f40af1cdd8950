import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { forgotPasswordRequestSchema } from '@padel/contracts';
import { ApiRequestError } from '@/lib/api-client';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The reset-email form that replaces the login form (see docs/screens.md#login). */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const resetMutation = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }),
    transformValues: (values) => forgotPasswordRequestSchema.parse(values),
  });

  const submit = useFormSubmit({
    fields: ['email'] as const,
    check: formCheck(form),
    send: () => resetMutation.mutateAsync(form.getTransformedValues()),
    onSent: () => {
      notifications.show({
        color: 'green',
        message: 'Reset link sent. Please check your email.',
      });
      onBack();
    },
    failureMessage: (failure) => {
      // The server's reason (a rate limit, a refused address) helps more than the bare failure.
      const reason = failure instanceof ApiRequestError ? failure.serverMessage : undefined;
      return reason ? `Failed to send reset link. ${reason}` : 'Failed to send reset link';
    },
    onFailed: (_error, _fieldMessages, failure) =>
      notifications.show({ color: 'red', message: failure }),
    setErrors: form.setErrors,
  });

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="md">
        <Text>Enter your email address and we will send you a link to reset your password.</Text>
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={submit.pending}>
          Send Reset Link
        </Button>
        <Button type="button" variant="default" fullWidth onClick={onBack}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
