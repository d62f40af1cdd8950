import { TIMINGS } from '@padel/contracts';
import { useEffect } from 'react';
import { playNotificationSound } from '@/lib/notification-sound';

/**
 * Session storage key of the remembered count (see docs/bookings.md#booking-list: kept in session
 * storage).
 */
export const BOOKING_COUNT_KEY = 'bookingCount';

interface RememberedCount {
  date: string;
  count: number;
}

function readRemembered(): RememberedCount | null {
  try {
    const raw = window.sessionStorage.getItem(BOOKING_COUNT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RememberedCount>;
    return typeof value.date === 'string' && typeof value.count === 'number'
      ? { date: value.date, count: value.count }
      : null;
  } catch {
    return null;
  }
}

function remember(value: RememberedCount): void {
  try {
    window.sessionStorage.setItem(BOOKING_COUNT_KEY, JSON.stringify(value));
  } catch {
    // Storage may be unavailable; the sound then rings for every increase seen in this page.
  }
}

/**
 * True when `count` bookings for `date` is more than remembered for that day in this browser
 * session (nothing remembered counts as 0); the new count is remembered either way, so the same
 * bookings ring once per session, not on every refresh or reload.
 */
export function takeNewBookings(date: string, count: number): boolean {
  const previous = readRemembered();
  const before = previous?.date === date ? previous.count : 0;
  remember({ date, count });
  return count > before;
}

/**
 * docs/bookings.md#booking-list: a 3-second notification sound when the fetched total of today's
 * bookings exceeds the remembered count. Only the unfiltered list of today counts, so a search or a
 * filter never rings.
 */
export function useNewBookingAlert(input: {
  date: string;
  total: number | undefined;
  active: boolean;
}) {
  const { date, total, active } = input;
  useEffect(() => {
    if (!active || total === undefined) return;
    if (takeNewBookings(date, total)) playNotificationSound(TIMINGS.notificationSoundMs);
  }, [active, date, total]);
}
