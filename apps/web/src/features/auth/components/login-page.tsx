import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { appConfig } from '@/lib/app-config';
import { usePageTitle } from '@/lib/use-page-title';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

type Mode = { kind: 'login' } | { kind: 'forgot'; email: string };

/** Admin login (SPEC §2-§5, §8); "Forgot Password?" swaps the card to the reset-email form. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'login' });
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
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" w="100%" maw={420}>
        <Stack gap={6} align="center">
          <LogoMark size={56} />
          <Text fw={700} size="lg">
            {appConfig.venueName}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            <Title order={1} size="h2" ta="center" ref={headingRef} tabIndex={-1}>
              {forgot ? 'Forgot your password?' : 'Login'}
            </Title>
            {forgot ? (
              <ForgotPasswordForm
                initialEmail={mode.email}
                onBack={() => setMode({ kind: 'login' })}
              />
            ) : (
              <LoginForm onForgotPassword={(email) => setMode({ kind: 'forgot', email })} />
            )}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
