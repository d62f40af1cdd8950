import {
  addDays,
  lastBookableDate,
  TIMINGS,
  VENUE_SETTING_LIMITS,
  venueNow,
  type BookingType,
  type Court,
} from '@padel/contracts';
import { useEffect, useState } from 'react';
import { appConfig } from '@/lib/app-config';
import { walkInTicket } from '@/lib/walk-in';
import { useAvailability } from '../api/get-availability';
import { useVenueSettings } from '../api/get-settings';
import {
  bookableSlots,
  slotStates,
  toggleSlot,
  withCourt,
  withDate,
  withType,
  type Selection,
} from './selection';

/**
 * The choice of date, court, type and hours with the day's availability, shared by the booking
 * form and the AVAILABLE SLOTS page (see docs/bookings.md#booking-flow):
 * - "today" and the current hour are the venue's (see docs/bookings.md#venue-time), read again
 * every 60 s; a chosen   date that has become past (the day rolled over) goes back to today,
 * clearing the hours;
 * - the availability of the shown day is refreshed every 5 s while `poll` is on;
 * - a chosen hour that gets booked or starts meanwhile drops out of the choice;
 * - the venue's settings (docs/venue-settings.md) set the calendar's last day, the minimum notice
 *   and the hour cap; a walk-in entered by staff (docs/bookings.md#walk-ins) is exempt from all
 *   three, as the server exempts it, but not from closures.
 */
export function useSlotSelection(initial: (today: string) => Selection, poll: boolean) {
  const timeZone = appConfig.venueTimezone;
  const [now, setNow] = useState(() => venueNow(timeZone, new Date()));
  const [stored, setStored] = useState(() => initial(now.date));
  const [walkIn] = useState(() => walkInTicket() !== undefined);
  const settings = useVenueSettings();

  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = venueNow(timeZone, new Date());
      setNow((current) =>
        current.date === next.date && current.hour === next.hour ? current : next,
      );
      setStored((current) =>
        current.date !== null && current.date < next.date
          ? { ...current, date: next.date, slots: [] }
          : current,
      );
    }, TIMINGS.dateCheckMs);
    return () => window.clearInterval(timer);
  }, [timeZone]);

  const availability = useAvailability(
    stored.date ?? now.date,
    poll ? TIMINGS.bookedSlotsPollMs : undefined,
  );

  // With no tables configured the café cannot be booked (see docs/bookings.md#tables): back to
  // padel.
  const tablesOff = availability.totalTables === 0;
  const selection: Selection =
    tablesOff && stored.type === 'Table' ? { ...stored, type: 'Padel', slots: [] } : stored;
  const rules = settings.data;
  const states = slotStates(
    availability.data,
    selection,
    now,
    walkIn ? 0 : (rules?.minNoticeHours ?? 0),
  );
  const chosen = bookableSlots(selection.slots, states);

  return {
    now,
    selection,
    chosen,
    states,
    availability,
    settings,
    walkIn,
    /**
     * The calendar's last day: the venue's booking window; for a walk-in, which the window does
     * not bind, the longest window a venue can set. Undefined until the settings arrive.
     */
    lastDay: !rules
      ? undefined
      : walkIn
        ? addDays(now.date, VENUE_SETTING_LIMITS.bookingWindowDays.max)
        : lastBookableDate(now.date, rules),
    /** The hour cap of one booking; null for a walk-in (or until the settings arrive). */
    maxHours: walkIn || !rules ? null : rules.maxHoursPerBooking,
    /** Café booking is offered (known tables > 0, or asked for while still loading). */
    showTable:
      availability.totalTables === undefined
        ? selection.type === 'Table'
        : availability.totalTables > 0,
    setType: (type: BookingType) => setStored((current) => withType(current, type)),
    setCourt: (court: Court) => setStored((current) => withCourt(current, court)),
    setDate: (date: string) => setStored((current) => withDate(current, date)),
    toggle: (slot: string) =>
      setStored((current) => ({
        ...current,
        slots: toggleSlot(bookableSlots(current.slots, states), slot),
      })),
  };
}
