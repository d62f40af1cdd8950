import type { PublicSettings } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFetch } from '@/lib/use-fetch';

/**
 * GET /api/settings (public): the venue's rules the booking pages follow, with the closures from
 * today on and whether card payments are on (see docs/venue-settings.md#settings).
 */
export function getSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest('/settings', {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.publicSettingsSchema,
  });
}

export interface SettingsResult {
  /**
   * The venue's settings; undefined until they arrive. Pages wait for them rather than show a
   * default window, price or notice that may not be the venue's.
   */
  data: PublicSettings | undefined;
  /** Set when loading them failed. */
  error: unknown;
  retry: () => void;
}

/** The venue's settings, read once per page (the server enforces them on every booking anyway). */
export function useVenueSettings(): SettingsResult {
  const result = useFetch('settings', (signal) => getSettings(signal));
  return { data: result.data, error: result.error, retry: result.retry };
}
