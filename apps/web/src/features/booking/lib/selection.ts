import {
  BOOKING_MESSAGES,
  isInsideNotice,
  slotHasEnded,
  slotHour,
  SLOT_LABELS,
  type Availability,
  type BookingType,
  type Court,
  type VenueNow,
  VENUE_RULE_MESSAGES,
} from '@padel/contracts';

/** What the customer has chosen on the slots step (see docs/bookings.md#booking-flow). */
export interface Selection {
  type: BookingType | null;
  court: Court | null;
  date: string | null;
  slots: string[];
}

/** The choice the visitor confirmed on step 1, which step 2 books. */
export interface ConfirmedSelection {
  type: BookingType;
  court: Court | null;
  date: string;
  slots: string[];
}

export const EMPTY_SELECTION: Selection = { type: 'Padel', court: null, date: null, slots: [] };

/**
 * Changing date, court or booking type clears the selected slots (see
 * docs/bookings.md#booking-flow).
 */
export function withType(selection: Selection, type: BookingType): Selection {
  if (selection.type === type) return selection;
  return { ...selection, type, slots: [] };
}

export function withCourt(selection: Selection, court: Court): Selection {
  if (selection.court === court) return selection;
  return { ...selection, court, slots: [] };
}

export function withDate(selection: Selection, date: string): Selection {
  if (selection.date === date) return selection;
  return { ...selection, date, slots: [] };
}

/** Slot labels in the order of the day, without duplicates or unknown labels. */
export function sortSlots(slots: Iterable<string>): string[] {
  const chosen = new Set(slots);
  return SLOT_LABELS.filter((label) => chosen.has(label));
}

export function toggleSlot(slots: readonly string[], slot: string): string[] {
  return slots.includes(slot)
    ? slots.filter((label) => label !== slot)
    : sortSlots([...slots, slot]);
}

/**
 * docs/bookings.md#form-checks: the first problem, checked in the order date, slot, court (padel),
 * booking type; and the venue's hour cap (docs/venue-settings.md#enforcement), `null` for a walk-in
 * entered by staff, which is exempt from it.
 */
export function selectionProblem(
  selection: Selection,
  maxHoursPerBooking: number | null,
): string | undefined {
  if (!selection.date) return BOOKING_MESSAGES.dateRequired;
  if (selection.slots.length === 0) return BOOKING_MESSAGES.slotRequired;
  if (maxHoursPerBooking !== null && selection.slots.length > maxHoursPerBooking) {
    return VENUE_RULE_MESSAGES.tooManyHours(maxHoursPerBooking);
  }
  if (selection.type === 'Padel' && !selection.court) return BOOKING_MESSAGES.courtRequired;
  if (!selection.type) return BOOKING_MESSAGES.typeRequired;
  return undefined;
}

/**
 * What a slot shows: free; BOOKED; past (its hour is over); closed by the opening hours or a
 * closure; or too soon, inside the venue's minimum notice (docs/venue-settings.md).
 */
export type SlotState = 'free' | 'booked' | 'past' | 'closed' | 'soon';

/**
 * Each of the 24 slots for the chosen date: past once its hour is over (the server's `pastSlots`,
 * and `slotHasEnded` on the venue clock in between two refreshes,
 * docs/bookings.md#booking-flow); closed when the server lists it in `closedSlots` for the court
 * (padel) or for tables (café); BOOKED when held on the court or when every table is taken; too
 * soon when it starts within `minNoticeHours` of the venue's current hour. A walk-in entered by
 * staff passes 0: it ignores the notice, never a closure (docs/venue-settings.md#enforcement).
 */
export function slotStates(
  availability: Availability | undefined,
  selection: Pick<Selection, 'type' | 'court' | 'date'>,
  now: VenueNow,
  minNoticeHours: number,
): Map<string, SlotState> {
  const isTable = selection.type === 'Table';
  const court = !isTable ? selection.court : null;
  const held = new Set<string>(
    !availability
      ? []
      : isTable
        ? availability.table.fullSlots
        : court
          ? availability.padel[court]
          : [],
  );
  const closed = new Set<string>(
    !availability
      ? []
      : isTable
        ? availability.closedSlots.table
        : court
          ? availability.closedSlots[court]
          : [],
  );
  const past = new Set(availability?.pastSlots ?? []);
  const states = new Map<string, SlotState>();
  for (const label of SLOT_LABELS) {
    const hour = slotHour(label) ?? 0;
    const date = selection.date;
    const over = past.has(label) || (date !== null && slotHasEnded(now, date, hour));
    const state: SlotState = over
      ? 'past'
      : closed.has(label)
        ? 'closed'
        : held.has(label)
          ? 'booked'
          : date !== null && isInsideNotice(now, date, hour, minNoticeHours)
            ? 'soon'
            : 'free';
    states.set(label, state);
  }
  return states;
}

export const ALL_BOOKED_MESSAGE = 'All the slots are booked for the selected date and court.';
export const ALL_CLOSED_MESSAGE =
  'The venue is closed on the selected date. Please choose another day.';
export const NONE_LEFT_MESSAGE = 'No more slots can be booked on the selected date.';

/**
 * What to say when not one slot is free, undefined while one is: "all booked" only when
 * bookings fill what is open; a day closed all day, or whose open hours have all started or are
 * inside the notice, says so instead.
 */
export function noFreeSlotMessage(states: Map<string, SlotState>): string | undefined {
  const values = [...states.values()];
  if (values.includes('free')) return undefined;
  if (values.includes('booked')) return ALL_BOOKED_MESSAGE;
  if (values.every((state) => state === 'closed')) return ALL_CLOSED_MESSAGE;
  return NONE_LEFT_MESSAGE;
}

/** The chosen slots that can still be booked; a slot booked meanwhile drops out. */
export function bookableSlots(slots: readonly string[], states: Map<string, SlotState>): string[] {
  return slots.filter((label) => states.get(label) === 'free');
}

export function slotHours(slots: readonly string[]): number[] {
  return slots.map((label) => slotHour(label)).filter((hour) => hour !== undefined);
}
