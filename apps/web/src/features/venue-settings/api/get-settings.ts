// The query is shared with the booking screens, which read the same settings (lib/).
export {
  getSettings,
  settingsQueryKey,
  settingsQueryOptions,
  useVenueSettings,
} from '@/lib/venue-settings-query';
