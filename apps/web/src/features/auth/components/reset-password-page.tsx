import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordRequestSchema } from '@padel/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../lib/paths';
import { AuthCard } from './auth-card';
import { NewPasswordFields, validateWithConfirmation } from './new-password-fields';

const FAILED = 'Password reset failed.';

type Outcome =
  | { kind: 'form' }
  | { kind: 'done'; message: string }
  /** The link itself is no good (bad, used or expired token): only a new link helps. */
  | { kind: 'bad-link'; message: string };

/** Where a new reset link is asked for: the login screen's Forgot Password? form. */
function RequestNewLink() {
  return (
    <Stack gap="xs" align="flex-start">
      <Button component={Link} to={FORGOT_PASSWORD_PATH} size="sm" variant="default">
        Request a new link
      </Button>
    </Stack>
  );
}

function ResetForm({ token, onOutcome }: { token: string; onOutcome: (outcome: Outcome) => void }) {
  const resetMutation = useResetPassword();
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateWithConfirmation(resetPasswordRequestSchema),
  });
  /** A refused password is the form's problem; any other refusal is the link's. */
  const linkRefused = (error: unknown, fieldMessages: { newPassword?: string }) =>
    error instanceof ApiRequestError &&
    error.status < 500 &&
    error.status !== 429 &&
    !fieldMessages.newPassword;

  const submit = useFormSubmit({
    fields: ['newPassword', 'confirmPassword'] as const,
    check: formCheck(form),
    send: () => resetMutation.mutateAsync({ token, newPassword: form.values.newPassword }),
    onSent: ({ message }) => onOutcome({ kind: 'done', message }),
    failureMessage: (error, fieldMessages) => {
      if (linkRefused(error, fieldMessages)) return undefined;
      const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
      return serverMessage ?? 'The server could not be reached. Please try again.';
    },
    onFailed: (error, fieldMessages) => {
      if (!linkRefused(error, fieldMessages)) return;
      const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
      onOutcome({ kind: 'bad-link', message: serverMessage ?? FAILED });
    },
    setErrors: form.setErrors,
  });

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="md">
        {submit.failure && (
          <Alert color="red" title={FAILED}>
            {submit.failure}
          </Alert>
        )}
        <Text>Choose a new password for your account.</Text>
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth loading={submit.pending}>
          Reset Password
        </Button>
        <Button component={Link} to={LOGIN_PATH} variant="default" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Reset password through the e-mailed link (see docs/screens.md#reset-password); public, no
 * sign-in.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  // The form is replaced by its result: move focus to the heading so the result is read next.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome.kind !== 'form') headingRef.current?.focus();
  }, [outcome.kind]);

  let content;
  if (!token) {
    content = (
      <Alert color="red" title="This reset link is incomplete.">
        <Stack gap="sm">
          <Text size="sm">
            The address has no reset token. Open the link from the e-mail again, or ask for a new
            one.
          </Text>
          <RequestNewLink />
        </Stack>
      </Alert>
    );
  } else if (outcome.kind === 'done') {
    content = (
      <Stack gap="md">
        <Alert
          color="green"
          title="Password reset"
          role="status"
          // Mantine's green title (even green-9) is below AA contrast on the light green
          // background.
          styles={{ title: { color: '#14532d' } }}
        >
          {outcome.message}
        </Alert>
        <Button component={Link} to={LOGIN_PATH} fullWidth>
          Go to Login
        </Button>
      </Stack>
    );
  } else if (outcome.kind === 'bad-link') {
    content = (
      <Alert color="red" title={FAILED}>
        <Stack gap="sm">
          <Text size="sm">{outcome.message}</Text>
          <RequestNewLink />
        </Stack>
      </Alert>
    );
  } else {
    content = <ResetForm token={token} onOutcome={setOutcome} />;
  }

  return (
    <AuthCard title="Reset password" headingRef={headingRef}>
      {content}
    </AuthCard>
  );
}
