import { settingsSavedSchema, type VenueSettings } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';
import { transferAccountsQueryKey } from './get-transfer-accounts';

/**
 * PUT /api/settings (see docs/venue-settings.md#settings): the whole settings object; answers
 * `{ message, settings }`, or 400 whose `issues[].path` names the field.
 */
export function saveSettings(body: VenueSettings) {
  return apiRequest('/settings', { method: 'PUT', body, schema: settingsSavedSchema });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: transferAccountsQueryKey }),
      ]),
  });
}
