import { Button, Stack, Text } from '@mantine/core';
import { CONTACT_CHECK_MESSAGES, RESEND_CODE_AFTER_SECONDS } from '@padel/contracts';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useResendMyCode } from '../api/resend-my-code';
import { resendLabel } from '../lib/confirm-code';

const NOT_SENT = 'A new code could not be asked for. Please check your connection and try again.';

const nextAllowed = () => Date.now() + RESEND_CODE_AFTER_SECONDS * 1000;

interface ResendCodeButtonProps {
  token: string;
  /** The booking waits for no code any more: the server's message, for the page to read it again. */
  onRefused: (message: string) => void;
}

/**
 * "Resend code" (docs/security.md#resend-code): counts down RESEND_CODE_AFTER_SECONDS from when
 * the form opens and after each new code, then asks the server for a fresh one and says where it
 * went. The server keeps the same limits; its refusal shows here.
 */
export function ResendCodeButton({ token, onRefused }: ResendCodeButtonProps) {
  const resend = useResendMyCode();
  const [readyAt, setReadyAt] = useState(nextAllowed);
  const [now, setNow] = useState(() => Date.now());
  const [note, setNote] = useState<{ text: string; problem: boolean }>();
  const [capped, setCapped] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= readyAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [readyAt]);

  const restart = () => {
    setReadyAt(nextAllowed());
    setNow(Date.now());
  };

  const ask = () => {
    if (resend.isPending) return;
    setNote(undefined);
    resend.run(token).then(
      (answer) => {
        setNote({ text: answer.message, problem: false });
        restart();
      },
      (failure: unknown) => {
        const message = failure instanceof ApiRequestError ? failure.serverMessage : undefined;
        if (failure instanceof ApiRequestError && failure.status === 409 && message) {
          onRefused(message);
          return;
        }
        if (message === CONTACT_CHECK_MESSAGES.resendCapped) setCapped(true);
        else if (failure instanceof ApiRequestError && failure.status === 429) restart();
        setNote({ text: message ?? NOT_SENT, problem: true });
      },
    );
  };

  const secondsLeft = capped ? 0 : Math.max(0, (readyAt - now) / 1000);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size="md"
        onClick={ask}
        disabled={capped || secondsLeft > 0 || resend.isPending}
      >
        {resend.isPending ? 'Sending...' : resendLabel(secondsLeft)}
      </Button>
      <Text size="sm" role="status" c={note?.problem ? 'red.8' : undefined}>
        {note?.text}
      </Text>
    </Stack>
  );
}
