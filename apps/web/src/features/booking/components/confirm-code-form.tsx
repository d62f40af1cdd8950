import '@mantine/core/styles/Input.css';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CONFIRM_CODE_LENGTH,
  CONTACT_CHECK_MESSAGES,
  type CustomerBooking,
} from '@padel/contracts';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { formatVenueTime } from '@/lib/venue-time';
import { useConfirmMyBooking } from '../api/confirm-my-booking';
import { codeProblem, typedCode } from '../lib/confirm-code';
import classes from './my-booking-page.module.css';
import { ResendCodeButton } from './resend-code-button';

const NOT_SENT = 'Your code could not be sent. Please check your connection and try again.';

export interface ConfirmAnswer {
  message: string;
  booking: CustomerBooking;
}

interface ConfirmCodeFormProps {
  token: string;
  /** When the hold ends (an ISO instant), and the whole minutes left until then. */
  until: string;
  minutesLeft: number;
  /** The code of the e-mail's button: sent once, as the form opens. */
  linkCode?: string;
  onConfirmed: (answer: ConfirmAnswer) => void;
  /**
   * The server will take no code for this booking any more (too late, too many wrong codes, or
   * gone): its message, for the page to show while it reads the booking again.
   */
  onRefused: (message: string) => void;
}

/**
 * "Confirm your booking" (docs/screens.md#after-booking): a booking from a contact
 * that has not confirmed before holds its slots until the customer enters the code their message
 * carried. The field suits phones (numeric keyboard, the code offered from the message) and the
 * server's refusal of a code shows under it.
 */
export function ConfirmCodeForm({
  token,
  until,
  minutesLeft,
  linkCode,
  onConfirmed,
  onRefused,
}: ConfirmCodeFormProps) {
  const headingId = useId();
  const confirm = useConfirmMyBooking();
  const [value, setValue] = useState(linkCode ?? '');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const linkCodeSent = useRef(false);

  const send = (code: string) => {
    if (confirm.isPending) return;
    setError(undefined);
    confirm.run(token, code).then(onConfirmed, (failure: unknown) => {
      const message = failure instanceof ApiRequestError ? failure.serverMessage : undefined;
      if (failure instanceof ApiRequestError && failure.status !== 400 && message) {
        onRefused(message);
        return;
      }
      setError(message ?? NOT_SENT);
      inputRef.current?.focus();
    });
  };

  // The e-mail's button: the page, not the link, confirms (a scanner that opens links runs no
  // script). Once, even when React runs effects twice in development.
  const sendLinkCode = useEffectEvent(send);
  useEffect(() => {
    if (!linkCode || linkCodeSent.current) return;
    linkCodeSent.current = true;
    sendLinkCode(linkCode);
  }, [linkCode]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typedCode(value);
    const problem = codeProblem(code);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    send(code);
  };

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={headingId}
      className={classes.held}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Confirm your booking
        </Title>
        <Text>{CONTACT_CHECK_MESSAGES.awaiting(minutesLeft)}</Text>
        <Text fw={600}>Your slots are held until {formatVenueTime(until)} (venue time).</Text>
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="sm" align="flex-start">
            <TextInput
              ref={inputRef}
              label="Confirmation code"
              description={`The ${CONFIRM_CODE_LENGTH} digits from the message we sent you.`}
              name="code"
              size="md"
              w="100%"
              maw={320}
              inputMode="numeric"
              autoComplete="one-time-code"
              // Room for a pasted code with a space or a dash in it.
              maxLength={CONFIRM_CODE_LENGTH + 2}
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                if (error) setError(undefined);
              }}
              error={error}
            />
            <Button type="submit" size="md" disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming...' : 'Confirm'}
            </Button>
          </Stack>
        </form>
        <ResendCodeButton token={token} onRefused={onRefused} />
      </Stack>
    </Paper>
  );
}
