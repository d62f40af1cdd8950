import { publicSettingsSchema, type PublicSettings } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const settingsQueryKey = ['venue-settings'] as const;

/**
 * GET /api/settings (see docs/venue-settings.md#settings): the venue's rules, plus the closures from
 * today on and whether card payments are configured.
 */
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
