import {
  quoteSlotPrices,
  SLOT_LABELS,
  slotHour,
  type AdminBooking,
  type Availability,
  type Court,
} from '@padel/contracts';

/** Why an hour cannot be chosen on the edit form, or null when it is free. */
export type HourState = 'free' | 'booked' | 'closed' | 'started';

export interface HourChoice {
  label: string;
  state: HourState;
}

/**
 * The day's 24 hours for the edit form (see docs/bookings.md#moving-a-booking): booked (held by
 * another booking on that court, or every café table taken), closed, started, or free. The
 * booking's own hours on its own day and court count as free: moving lets go of them.
 */
export function hourChoices(
  booking: Pick<AdminBooking, 'bookingType' | 'selectedDate' | 'selectedCourt' | 'selectedSlots'>,
  availability: Availability,
  court: Court | undefined,
): HourChoice[] {
  const isTable = booking.bookingType === 'Table';
  const sameDay = availability.date === booking.selectedDate;
  const own = new Set(
    sameDay && (isTable || court === booking.selectedCourt) ? booking.selectedSlots : [],
  );
  const held = new Set(
    isTable ? availability.table.fullSlots : court ? availability.padel[court] : [],
  );
  const closed = new Set(
    isTable ? availability.closedSlots.table : court ? availability.closedSlots[court] : [],
  );
  const started = new Set(availability.pastSlots);
  return SLOT_LABELS.map((label) => ({
    label,
    state: started.has(label)
      ? 'started'
      : closed.has(label)
        ? 'closed'
        : held.has(label) && !own.has(label)
          ? 'booked'
          : 'free',
  }));
}

/**
 * The price the server will give the booking (docs/prices.md): a padel booking whose date or
 * hours change is priced again from the day's slot prices, unless staff keep its price; anything
 * else keeps its amount. Null while the day's prices are not known or no hour is chosen.
 */
export function changedPrice(
  booking: Pick<AdminBooking, 'bookingType' | 'selectedDate' | 'selectedSlots' | 'amount'>,
  change: { selectedDate: string; selectedSlots: readonly string[]; keepPrice: boolean },
  availability: Availability | undefined,
): { amount: number; repriced: boolean } | null {
  const sameHours =
    change.selectedSlots.length === booking.selectedSlots.length &&
    change.selectedSlots.every((slot) => booking.selectedSlots.includes(slot));
  const timeChanged = change.selectedDate !== booking.selectedDate || !sameHours;
  if (booking.bookingType === 'Table' || !timeChanged || change.keepPrice) {
    return { amount: booking.amount, repriced: false };
  }
  if (!availability || availability.date !== change.selectedDate) return null;
  const hours = change.selectedSlots.map((slot) => slotHour(slot));
  if (hours.length === 0 || hours.some((hour) => hour === undefined)) return null;
  const quote = quoteSlotPrices(hours.map((hour) => availability.padelPrices[hour!]!));
  return { amount: quote.total, repriced: true };
}
