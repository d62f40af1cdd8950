import type { Availability } from '@padel/contracts';
import { useEffect, useState } from 'react';
import { apiRequest, ApiResponseError } from '@/lib/api-client';
import { isNumber, isRecord, isStringArray } from '../lib/guards';

function readAvailability(data: unknown, date: string): Availability {
  if (
    isRecord(data) &&
    isStringArray(data.pastSlots) &&
    isRecord(data.padel) &&
    isStringArray(data.padel['Court 1']) &&
    isStringArray(data.padel['Court 2']) &&
    isRecord(data.table) &&
    isNumber(data.table.totalTables) &&
    isStringArray(data.table.fullSlots)
  ) {
    return {
      date,
      pastSlots: data.pastSlots,
      padel: { 'Court 1': data.padel['Court 1'], 'Court 2': data.padel['Court 2'] },
      table: { totalTables: data.table.totalTables, fullSlots: data.table.fullSlots },
    };
  }
  throw new ApiResponseError(`Unexpected answer from GET /availability/${date}`);
}

/**
 * GET /api/availability/{date}: held padel slots per court, full table hours and the slots that
 * have started (`availabilitySchema`). Read by hand: this is the booking host's first page.
 */
export async function getAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  const data = await apiRequest<unknown>(`/availability/${encodeURIComponent(date)}`, {
    signal,
    auth: false,
  });
  if (import.meta.env.DEV) {
    const { availabilitySchema } = await import('@padel/contracts');
    return availabilitySchema.parse(data);
  }
  return readAvailability(data, date);
}

interface AvailabilityState {
  date: string;
  data?: Availability;
  error?: unknown;
}

export interface AvailabilityResult {
  /** The answer for `date`; undefined until it arrives. */
  data: Availability | undefined;
  /** Set when the first request for `date` failed (a failed refresh keeps the last answer). */
  error: unknown;
  /** Tables configured, from the latest answer for any date (PRODUCT D5). */
  totalTables: number | undefined;
  retry: () => void;
}

/**
 * The availability of one day, refreshed every `pollMs` while the page shows its slots
 * (SPEC §4: booked slots refresh every 5 s). Refreshes pause while the tab is hidden.
 */
export function useAvailability(date: string, pollMs?: number): AvailabilityResult {
  const [state, setState] = useState<AvailabilityState>({ date });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let first = true;

    const load = () => {
      const skip = !first && document.visibilityState === 'hidden';
      first = false;
      const request: Promise<Availability | undefined> = skip
        ? Promise.resolve(undefined)
        : getAvailability(date, controller.signal);
      request
        .then(
          (data) => {
            if (data) setState({ date, data });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setState((current) =>
              current.date === date && current.data ? current : { date, error },
            );
          },
        )
        .finally(() => {
          if (!controller.signal.aborted && pollMs) timer = window.setTimeout(load, pollMs);
        });
    };
    load();

    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [date, pollMs, attempt]);

  const current = state.date === date ? state : undefined;
  return {
    data: current?.data,
    error: current?.error,
    totalTables: state.data?.table.totalTables,
    retry: () => setAttempt((count) => count + 1),
  };
}
