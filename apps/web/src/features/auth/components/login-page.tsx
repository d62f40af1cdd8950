import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { FORGOT_PASSWORD_PARAM } from '../lib/paths';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

type Mode = { kind: 'login' } | { kind: 'forgot'; email: string };

/**
 * Admin login (see docs/screens.md#login); "Forgot Password?" swaps the card to the reset-email
 * form.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(() =>
    searchParams.has(FORGOT_PASSWORD_PARAM) ? { kind: 'forgot', email: '' } : { kind: 'login' },
  );
  const forgot = mode.kind === 'forgot';
  usePageTitle(forgot ? 'Forgot your password?' : 'Login');

  // The button that swapped the card is gone: move focus to the new heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(forgot);
  useEffect(() => {
    if (shownMode.current !== forgot) headingRef.current?.focus();
    shownMode.current = forgot;
  }, [forgot]);

  return (
    <AuthCard title={forgot ? 'Forgot your password?' : 'Login'} headingRef={headingRef}>
      {forgot ? (
        <ForgotPasswordForm initialEmail={mode.email} onBack={() => setMode({ kind: 'login' })} />
      ) : (
        <LoginForm onForgotPassword={(email) => setMode({ kind: 'forgot', email })} />
      )}
    </AuthCard>
  );
}
