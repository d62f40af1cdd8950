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
import { notifications } from '@mantine/notifications';
import { AUTH_MESSAGES, loginRequestSchema } from '@padel/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors, zodFieldErrors } from '@/lib/form-errors';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { decodeToken, getRememberedEmail, saveLogin } from '@/lib/session';
import { useLogin } from '../api/login';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

/** SPEC §8: 'An error occurred: ' plus the server's message, or 'Login failed'. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) {
    return `An error occurred: ${error.serverMessage}`;
  }
  return 'Login failed';
}

export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [remembered] = useState(getRememberedEmail);
  const [email, setEmail] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [errors, setErrors] = useState<Partial<Record<Field, string | true>>>({});
  const [noAdminAccess, setNoAdminAccess] = useState(false);

  const clearError = (field: Field) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      setErrors(zodFieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    setNoAdminAccess(false);
    const request = parsed.data;
    loginMutation.mutate(request, {
      onSuccess: ({ token }) => {
        // Only admins have anything to do here (PRODUCT D15): say so, and keep no token.
        if (decodeToken(token)?.role !== 'admin') {
          setNoAdminAccess(true);
          return;
        }
        saveLogin(token, { rememberMe: request.rememberMe, email: request.email });
        notifications.show({ color: 'green', message: AUTH_MESSAGES.loginSuccess });
        void navigate(ADMIN_HOME_PATH, { replace: true });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        notifications.show({ color: 'red', message: loginErrorMessage(error) });
      },
    });
  };

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
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clearError('email');
          }}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            clearError('password');
          }}
          error={errors.password}
          visibilityToggleFocusable
          // "Password" must stay the only label containing that word on this form.
          visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            label="Remember me"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(email)}
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
