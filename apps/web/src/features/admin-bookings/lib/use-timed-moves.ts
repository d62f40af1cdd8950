import type { AdminBooking } from '@padel/contracts';
import { appConfig } from '@/lib/app-config';
import { useVenueSettings } from '@/lib/venue-settings-query';
import { timedMoves, type TimedMoves } from './booking-timing';

/**
 * A reader of `timedMoves` for the screens, at the moment they render, in venue time: the venue's
 * settings are asked once and shared (the Settings screen's query).
 */
export function useTimedMoves(): (booking: AdminBooking) => TimedMoves {
  const settings = useVenueSettings();
  return (booking) => timedMoves(booking, settings.data, new Date(), appConfig.venueTimezone);
}
