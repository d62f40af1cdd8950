import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  AUTH_MESSAGES,
  hasAdminAccess,
  loginRequestSchema,
  SIGN_IN_LINK_LIFETIME_MINUTES,
} from '@padel/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, isErrorCode } from '@/lib/api-client';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { decodeToken, getRememberedEmail, saveLogin } from '@/lib/session';
import { RETURN_TO_PARAM, returnPath } from '@/lib/sign-in-path';
import { useLogin } from '../api/login';

const FIELDS = ['email', 'password'] as const;

/** What the form says above its fields after a sign-in that gave no session. */
type Notice = 'noAdminAccess' | 'linkSent';

/** docs/screens.md#login: 'An error occurred: ' plus the server's message, or 'Login failed'. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) {
    return `An error occurred: ${error.serverMessage}`;
  }
  return 'Login failed';
}

export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const [remembered] = useState(getRememberedEmail);
  const form = useForm({
    initialValues: { email: remembered ?? '', password: '', rememberMe: remembered !== null },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
    // What is sent is the schema's output (the e-mail trimmed), as the server reads it.
    transformValues: (values) => loginRequestSchema.parse(values),
  });
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = useFormSubmit({
    fields: FIELDS,
    check: formCheck(form),
    send: async () => {
      setNotice(null);
      const request = form.getTransformedValues();
      return { request, answer: await loginMutation.mutateAsync(request) };
    },
    onSent: ({ request, answer }) => {
      // The right password past the account-wide limit: the link is in the mailbox
      // (docs/accounts.md#sign-in-links).
      if (!('token' in answer)) {
        setNotice('linkSent');
        return;
      }
      // Only the owner and staff have anything to do here (see docs/accounts.md#roles); the
      // server refuses anyone else, and a token for another role is not kept either.
      const role = decodeToken(answer.token)?.role;
      if (role === undefined || !hasAdminAccess(role)) {
        setNotice('noAdminAccess');
        return;
      }
      saveLogin(answer.token, { rememberMe: request.rememberMe, email: request.email });
      notifications.show({ color: 'green', message: AUTH_MESSAGES.loginSuccess });
      // Where the guard was sent from (docs/accounts.md#browser-session), else the dashboard.
      const returnTo = returnPath(searchParams.get(RETURN_TO_PARAM));
      void navigate(returnTo ?? ADMIN_HOME_PATH, { replace: true });
    },
    // No admin access is said above the fields, and nothing else.
    failureMessage: (error) =>
      isErrorCode(error, 'NO_ADMIN_ACCESS') ? undefined : loginErrorMessage(error),
    onFailed: (error, _fieldMessages, failure) => {
      if (isErrorCode(error, 'NO_ADMIN_ACCESS')) setNotice('noAdminAccess');
      if (failure) notifications.show({ color: 'red', message: failure });
    },
    setErrors: form.setErrors,
  });

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="md">
        {notice === 'noAdminAccess' && (
          <Alert color="red" role="alert" title="No admin access">
            {AUTH_MESSAGES.noAdminAccess}
          </Alert>
        )}
        {notice === 'linkSent' && (
          <Alert color="blue" role="status" title="Check your e-mail">
            {AUTH_MESSAGES.signInLinkSent}. Open it on this device to finish signing in; it works
            once, within {SIGN_IN_LINK_LIFETIME_MINUTES} minutes.
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          visibilityToggleFocusable
          // "Password" must stay the only label containing that word on this form.
          visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            label="Remember me"
            {...form.getInputProps('rememberMe', { type: 'checkbox' })}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.values.email)}
          >
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={submit.pending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
