import type { Availability } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFetch } from '@/lib/use-fetch';

/**
 * GET /api/availability/{date}: held padel slots per court, full table hours and the slots that
 * have started (`availabilitySchema`).
 */
export function getAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest(`/availability/${encodeURIComponent(date)}`, {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.availabilitySchema,
  });
}

export interface AvailabilityResult {
  /** The answer for `date`; undefined until it arrives. */
  data: Availability | undefined;
  /** Set when the first request for `date` failed (a failed refresh keeps the last answer). */
  error: unknown;
  /** Tables configured, from the latest answer for any date (see docs/bookings.md#tables). */
  totalTables: number | undefined;
  retry: () => void;
}

/**
 * The availability of one day, refreshed every `pollMs` while the page shows its slots
 * (see docs/bookings.md#booking-flow: booked slots refresh every 5 s). Refreshes pause while the
 * tab is hidden.
 */
export function useAvailability(date: string, pollMs?: number): AvailabilityResult {
  const result = useFetch(date, (signal) => getAvailability(date, signal), { pollMs });
  return {
    data: result.data,
    error: result.error,
    totalTables: result.lastData?.table.totalTables,
    retry: result.retry,
  };
}
