import { useEffect, useState } from 'react';
import {
  CHECKOUT_POLL_MS,
  CHECKOUT_WAIT_LIMIT_MS,
  checkoutView,
  getCheckoutStatus,
  keepAsking,
} from '@/lib/checkout-status';
import { useFetch } from '@/lib/use-fetch';

/**
 * GET /api/payments/checkout/{sessionId}, asked every 2 s while the payment is being confirmed and
 * for at most two minutes (see docs/screens.md#payment-results); `askAgain` starts another wait.
 * Both hosts' result pages use it; it needs no query client, so the booking host's stays light.
 */
export function useCheckoutStatus(sessionId: string) {
  const [round, setRound] = useState(0);
  const [waitOver, setWaitOver] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitOver(true), CHECKOUT_WAIT_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId, round]);

  const [pollMs, setPollMs] = useState<number | undefined>(CHECKOUT_POLL_MS);
  const result = useFetch(
    `${sessionId}#${round}`,
    (signal) => getCheckoutStatus(sessionId, signal),
    {
      pollMs,
    },
  );
  const view = checkoutView(result.data, result.error, waitOver);
  const wanted = keepAsking(view) ? CHECKOUT_POLL_MS : undefined;
  if (wanted !== pollMs) setPollMs(wanted);

  return {
    view,
    askAgain: () => {
      setWaitOver(false);
      setRound((count) => count + 1);
    },
  };
}
