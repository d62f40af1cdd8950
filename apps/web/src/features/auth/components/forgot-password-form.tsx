import { Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { emailSchema } from '@padel/contracts';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The reset-email form that replaces the login form (SPEC §2 Login, §8 reset request). */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const resetMutation = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    resetMutation.mutate(
      { email: parsed.data },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: 'Reset link sent. Please check your email.',
          });
          onBack();
        },
        onError: (failure) => {
          // The server's reason (a rate limit, a refused address) helps more than the bare failure.
          const reason = failure instanceof ApiRequestError ? failure.serverMessage : undefined;
          notifications.show({
            color: 'red',
            message: reason ? `Failed to send reset link. ${reason}` : 'Failed to send reset link',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text>Enter your email address and we will send you a link to reset your password.</Text>
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" fullWidth loading={resetMutation.isPending}>
          Send Reset Link
        </Button>
        <Button type="button" variant="default" fullWidth onClick={onBack}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
