import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { EMAIL_MAX, emailProblem } from '@padel/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { useFindMyBooking } from '../api/find-my-booking';
import { findMyBookingFailure } from '../lib/find-my-booking';

/**
 * Find my booking on the booking host (see docs/screens.md#find-my-booking): a customer who lost
 * the link to their booking page asks for it again by e-mail. The answer is the same for every
 * address (see docs/notifications.md#find-my-booking), so the page shows the server's words.
 */
export function FindMyBookingPage() {
  usePageTitle('Find my booking');
  const findMyBooking = useFindMyBooking();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // The form gives way to the answer: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (findMyBooking.isPending) return;
    const address = email.trim();
    const problem = emailProblem(address);
    setAlert(undefined);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    findMyBooking.run({ email: address }).then(setSent, (failure: unknown) => {
      const found = findMyBookingFailure(failure);
      setError(found.email);
      setAlert(found.alert);
      if (found.email) inputRef.current?.focus();
    });
  };

  const startAgain = () => {
    setSent(undefined);
    setEmail('');
    // After React has put the form back.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>Find my booking</Title>
      <Text>
        Lost the link to your booking? We will e-mail you the links to your upcoming bookings. Enter
        the e-mail address you booked with.
      </Text>
      <div role="status" ref={statusRef} tabIndex={-1} style={{ outline: 'none' }}>
        {sent && (
          // Dark text on a light green: green text on white falls short of WCAG AA.
          <Paper withBorder p="md" bg="green.0">
            <Text fw={600}>{sent}</Text>
          </Paper>
        )}
      </div>
      {sent ? (
        <Group gap="sm">
          <Button variant="default" onClick={startAgain}>
            Use another e-mail
          </Button>
          <Button component={Link} to="/">
            Book a court or a table
          </Button>
        </Group>
      ) : (
        <Paper withBorder p="md">
          <form noValidate onSubmit={handleSubmit} aria-label="Find my booking">
            <Stack gap="sm">
              <TextInput
                ref={inputRef}
                label="Email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                withAsterisk
                maxLength={EMAIL_MAX}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  if (error) setError(undefined);
                }}
                error={error}
              />
              {alert && (
                <Text role="alert" c="red.9" fw={600}>
                  {alert}
                </Text>
              )}
              {/* Not disabled while sending, so keyboard focus stays on it; a second press waits. */}
              <Button
                type="submit"
                aria-disabled={findMyBooking.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {findMyBooking.isPending ? 'Sending...' : 'Send my booking links'}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
