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
import { AUTH_MESSAGES, hasAdminAccess, loginRequestSchema } from '@padel/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { focusFirstInvalidOnFailure, serverFieldErrors } from '@/lib/form-errors';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { decodeToken, getRememberedEmail, saveLogin } from '@/lib/session';
import { RETURN_TO_PARAM, returnPath } from '@/lib/sign-in-path';
import { useLogin } from '../api/login';

const FIELDS = ['email', 'password'] as const;

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
  const [noAdminAccess, setNoAdminAccess] = useState(false);

  const handleSubmit = form.onSubmit((request) => {
    setNoAdminAccess(false);
    loginMutation.mutate(request, {
      onSuccess: ({ token }) => {
        // Only the owner and staff have anything to do here (see docs/accounts.md#roles): say so
        // to anyone else, and keep no token.
        const role = decodeToken(token)?.role;
        if (role === undefined || !hasAdminAccess(role)) {
          setNoAdminAccess(true);
          return;
        }
        saveLogin(token, { rememberMe: request.rememberMe, email: request.email });
        notifications.show({ color: 'green', message: AUTH_MESSAGES.loginSuccess });
        // Where the guard was sent from (docs/accounts.md#browser-session), else the dashboard.
        const returnTo = returnPath(searchParams.get(RETURN_TO_PARAM));
        void navigate(returnTo ?? ADMIN_HOME_PATH, { replace: true });
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error, FIELDS));
        notifications.show({ color: 'red', message: loginErrorMessage(error) });
      },
    });
  }, focusFirstInvalidOnFailure);

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        {noAdminAccess && (
          <Alert color="red" role="alert" title="No admin access">
            {AUTH_MESSAGES.noAdminAccess}
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
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
