import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, updatePasswordRequestSchema } from '@padel/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { decodeToken, getToken, replaceToken } from '@/lib/session';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields, validateWithConfirmation } from './new-password-fields';
import { FormCard } from '@/components/ui/form-card';

const GENERIC_FAILURE = 'An error occurred while changing the password';

/**
 * The signed-in user's id, read from the stored token (the messages of
 * docs/screens.md#change-password when it cannot be).
 */
function ownUserId(): { id: number } | { problem: string } {
  const token = getToken();
  if (!token) return { problem: 'No token found' };
  const claims = decodeToken(token);
  if (!claims) return { problem: 'Error decoding the token' };
  if (!Number.isInteger(claims.id) || claims.id <= 0) return { problem: 'User ID not found' };
  return { id: claims.id };
}

/**
 * docs/screens.md#change-password: the server's message, or the generic one when the answer is
 * unusable.
 */
function changeErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return GENERIC_FAILURE;
}

/** The stored token names no user: nothing is sent, and the page says why. */
class NoOwnUser extends Error {}

/** What the admin types: the request without the id, which comes from the token. */
const passwordsSchema = updatePasswordRequestSchema.omit({ id: true });

/** Change password (see docs/screens.md#change-password): the signed-in admin's own password. */
export function ChangePasswordPage() {
  usePageTitle('Change password');
  const changeMutation = useChangePassword();
  const form = useForm({
    initialValues: { password: '', newPassword: '', confirmPassword: '' },
    validate: validateWithConfirmation(passwordsSchema),
  });
  const [changed, setChanged] = useState<string>();

  const submit = useFormSubmit({
    fields: ['password', 'newPassword', 'confirmPassword'] as const,
    check: formCheck(form),
    send: () => {
      const user = ownUserId();
      if ('problem' in user) return Promise.reject(new NoOwnUser(user.problem));
      const { password, newPassword } = form.values;
      return changeMutation.mutateAsync({ id: user.id, password, newPassword });
    },
    onSent: ({ message, token }) => {
      // The old token no longer works: keep the session with the new one.
      replaceToken(token);
      form.reset();
      setChanged(message);
    },
    failureMessage: (error) =>
      error instanceof NoOwnUser ? error.message : changeErrorMessage(error),
    // A wrong current password is marked on its field; the alert says why.
    failureFields: (error) => {
      const fieldErrors = serverFieldErrors(error, ['password', 'newPassword'] as const);
      if (changeErrorMessage(error) === ACCOUNT_MESSAGES.currentPasswordWrong) {
        fieldErrors.password = true;
      }
      return fieldErrors;
    },
    setErrors: form.setErrors,
  });
  // Every attempt starts without the last one's result, valid or not.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    setChanged(undefined);
    submit.onSubmit(event);
  };
  const result =
    changed !== undefined
      ? { ok: true, message: changed }
      : submit.failure !== undefined
        ? { ok: false, message: submit.failure }
        : undefined;

  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>Change password</Title>
      <FormCard onSubmit={handleSubmit}>
        {result && (
          <Alert
            color={result.ok ? 'green' : 'red'}
            // Mantine's green title (even green-9) is below AA contrast on the light green
            // background.
            styles={result.ok ? { title: { color: '#14532d' } } : undefined}
            title={result.ok ? 'Password changed' : 'Password not changed'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.message}
          </Alert>
        )}
        <Text size="sm">
          After the change, other devices signed in with your account have to sign in again.
        </Text>
        <PasswordInput
          label="Current password"
          name="password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show current password' }}
        />
        <NewPasswordFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/admin-dashboard" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={submit.pending}>
            Change Password
          </Button>
        </Group>
      </FormCard>
    </Stack>
  );
}
