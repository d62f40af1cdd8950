import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  CHECKOUT_POLL_MS,
  CHECKOUT_WAIT_LIMIT_MS,
  checkoutView,
  getCheckoutStatus,
  keepAsking,
} from '@/lib/checkout-status';

/**
 * GET /api/payments/checkout/{sessionId}, asked every 2 s while the payment is being confirmed and
 * for at most two minutes (see docs/screens.md#payment-results); `askAgain` starts another wait.
 */
export function useCheckoutStatus(sessionId: string) {
  const [round, setRound] = useState(0);
  const [waitOver, setWaitOver] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitOver(true), CHECKOUT_WAIT_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId, round]);

  const query = useQuery({
    queryKey: ['payments', 'checkout', sessionId, round],
    queryFn: ({ signal }) => getCheckoutStatus(sessionId, signal),
    refetchInterval: ({ state }) =>
      keepAsking(checkoutView(state.data, state.error, waitOver)) ? CHECKOUT_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
  });

  return {
    view: checkoutView(query.data, query.error, waitOver),
    askAgain: () => {
      setWaitOver(false);
      setRound((count) => count + 1);
    },
  };
}
