import { publicSettingsSchema, type PublicSettings } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/settings (see docs/venue-settings.md#settings) on the app host: the venue's rules, plus
 * the closures from today on and whether card payments are configured. The Settings screen edits
 * them; the booking screens read the times they allow staff's moves in (docs/bookings.md#arrived).
 */
export const settingsQueryKey = ['venue-settings'] as const;

export function getSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest('/settings', { schema: publicSettingsSchema, signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useVenueSettings() {
  return useQuery(settingsQueryOptions());
}
