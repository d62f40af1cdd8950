import type { NextWeek } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFetch } from '@/lib/use-fetch';

/**
 * GET /api/my-booking/{token}/next-week: the booking's court and hours a week later, priced for
 * the customer, and whether their weekly series already holds them
 * (docs/screens.md#after-booking).
 */
export function getNextWeek(token: string, signal?: AbortSignal): Promise<NextWeek> {
  return apiRequest(`/my-booking/${encodeURIComponent(token)}/next-week`, {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.nextWeekSchema,
  });
}

export function useNextWeek(token: string) {
  return useFetch(`next-week:${token}`, (signal) => getNextWeek(token, signal));
}
