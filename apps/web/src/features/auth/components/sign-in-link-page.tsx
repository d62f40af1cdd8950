import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTH_MESSAGES, SIGN_IN_LINK_TOKEN_PARAM } from '@padel/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { ApiRequestError } from '@/lib/api-client';
import { saveLogin } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useSignInWithLink } from '../api/sign-in-with-link';
import { LOGIN_PATH } from '../lib/paths';
import { AuthCard } from './auth-card';

/**
 * The token of `/user/sign-in-link#token=…`, read once and taken out of the address bar: the
 * fragment never reached a server, and now it stays out of the history and any shared address.
 */
function takeTokenFromAddress(): string {
  const token = new URLSearchParams(window.location.hash.slice(1))
    .get(SIGN_IN_LINK_TOKEN_PARAM)
    ?.trim();
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return token ?? '';
}

/**
 * Where an e-mailed sign-in link lands (docs/accounts.md#sign-in-links): one press signs this
 * browser in and gives it its device cookie. A press rather than on opening, so a mail scanner
 * that opens links does not use the link up.
 */
export function SignInLinkPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const [token] = useState(takeTokenFromAddress);
  const mutation = useSignInWithLink();
  const [failure, setFailure] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (failure) headingRef.current?.focus();
  }, [failure]);

  const signIn = () => {
    setFailure(undefined);
    mutation.mutate(
      { token },
      {
        onSuccess: (answer) => {
          saveLogin(answer.token, { rememberMe: answer.rememberMe, email: answer.email });
          notifications.show({ color: 'green', message: AUTH_MESSAGES.loginSuccess });
          void navigate(ADMIN_HOME_PATH, { replace: true });
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiRequestError && error.serverMessage
              ? error.serverMessage
              : 'The server could not be reached. Please try again.',
          ),
      },
    );
  };

  let content;
  if (!token) {
    content = (
      <Alert color="red" title="This sign-in link is incomplete.">
        <Text size="sm">Open the link from the e-mail again, or sign in again for a new one.</Text>
      </Alert>
    );
  } else {
    content = (
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert" title="Sign-in failed">
            {failure}
          </Alert>
        )}
        <Text>Finish signing in to your account on this browser.</Text>
        <Button fullWidth onClick={signIn} loading={mutation.isPending}>
          Sign in on this browser
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard title="Sign in" headingRef={headingRef}>
      <Stack gap="md">
        {content}
        <Button component={Link} to={LOGIN_PATH} variant="default" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthCard>
  );
}
