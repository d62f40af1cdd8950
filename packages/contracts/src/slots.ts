/**
 * The 24 hourly slot labels of docs/bookings.md#slots: "12:00 AM - 01:00 AM" ... "11:00 PM - 12:00
 * AM", and when a slot has started or ended, venue time (docs/bookings.md#venue-time).
 */

import type { VenueNow } from './time';

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function formatHour12(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  const display = h % 12 === 0 ? 12 : h % 12;
  return `${String(display).padStart(2, '0')}:00 ${suffix}`;
}

export function slotLabel(hour: number): string {
  return `${formatHour12(hour)} - ${formatHour12(hour + 1)}`;
}

export const SLOT_LABELS = HOURS.map(slotLabel);

/** The start hour of a slot label, or undefined when the label is not one of the 24. */
export function slotHour(label: string): number | undefined {
  const index = SLOT_LABELS.indexOf(label);
  return index === -1 ? undefined : index;
}

/**
 * Slot labels as the fewest time ranges, for compact lists: "05:00 PM - 07:00 PM" for two
 * consecutive hours. Labels that are not one of the 24 are kept as they are, after the ranges.
 */
export function slotRanges(labels: readonly string[]): string[] {
  const hours = [...new Set(labels.map(slotHour).filter((hour) => hour !== undefined))].sort(
    (a, b) => a - b,
  );
  const ranges: string[] = [];
  let start = hours[0];
  hours.forEach((hour, index) => {
    if (hours[index + 1] === hour + 1) return;
    ranges.push(`${formatHour12(start!)} - ${formatHour12(hour + 1)}`);
    start = hours[index + 1];
  });
  return [...ranges, ...labels.filter((label) => slotHour(label) === undefined)];
}

/**
 * Whether the slot starting at `hour` on `date` has started at venue time `now`: a past day, or
 * today from its hour on (hour 24 is the next midnight). A booking that has started can no longer
 * be moved (docs/bookings.md#moving-a-booking). The one comparison of a slot with the clock.
 */
export function slotHasStarted(now: VenueNow, date: string, hour: number): boolean {
  return date < now.date || (date === now.date && hour <= now.hour);
}

/**
 * Whether the slot starting at `hour` on `date` is over: the next hour has started. Until then it
 * may be booked, so the hour under way still can be (docs/bookings.md#form-checks); the server's
 * `pastSlots` and the booking page's past slots are these.
 */
export function slotHasEnded(now: VenueNow, date: string, hour: number): boolean {
  return slotHasStarted(now, date, hour + 1);
}
