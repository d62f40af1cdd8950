import type { CustomerBooking } from '@padel/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { parseCustomerBooking } from '../lib/customer-booking';

/** GET /api/my-booking/{token}: the customer's own booking by its access token (PRODUCT D8). */
export async function getMyBooking(token: string, signal?: AbortSignal): Promise<CustomerBooking> {
  const data = await apiRequest<unknown>(`/my-booking/${encodeURIComponent(token)}`, {
    signal,
    auth: false,
  });
  return parseCustomerBooking(data, 'GET /my-booking');
}

interface MyBookingState {
  token: string;
  data?: CustomerBooking;
  error?: unknown;
}

export function useMyBooking(token: string) {
  const [state, setState] = useState<MyBookingState>({ token });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getMyBooking(token, controller.signal).then(
      (data) => setState({ token, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ token, error });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const current = state.token === token ? state : { token };
  return {
    data: current.data,
    error: current.error,
    isPending: !current.data && !current.error,
    retry: () => {
      setState({ token });
      setAttempt((count) => count + 1);
    },
    /** Shows a change the server confirmed (feedback saved) without asking again. */
    update: (change: Partial<CustomerBooking>) =>
      setState((previous) =>
        previous.data ? { ...previous, data: { ...previous.data, ...change } } : previous,
      ),
  };
}
