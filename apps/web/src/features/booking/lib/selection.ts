import {
  BOOKING_MESSAGES,
  BOOKING_POLICY,
  BOOKING_POLICY_MESSAGES,
  slotHour,
  SLOT_LABELS,
  type Availability,
  type BookingType,
  type Court,
  type VenueNow,
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
 * booking type; and the hour cap of docs/bookings.md#booking-window, which walk-ins entered by
 * staff are exempt from.
 */
export function selectionProblem(selection: Selection, walkIn = false): string | undefined {
  const { maxHoursPerBooking } = BOOKING_POLICY;
  if (!selection.date) return BOOKING_MESSAGES.dateRequired;
  if (selection.slots.length === 0) return BOOKING_MESSAGES.slotRequired;
  if (!walkIn && selection.slots.length > maxHoursPerBooking) {
    return BOOKING_POLICY_MESSAGES.tooManyHours(maxHoursPerBooking);
  }
  if (selection.type === 'Padel' && !selection.court) return BOOKING_MESSAGES.courtRequired;
  if (!selection.type) return BOOKING_MESSAGES.typeRequired;
  return undefined;
}

export type SlotState = 'free' | 'booked' | 'past';

/**
 * Each of the 24 slots for the chosen date: BOOKED when held on the court (padel) or when every
 * table is taken (café); past when it has started (the server's `pastSlots`, and the venue clock
 * in between two refreshes, docs/bookings.md#booking-flow).
 */
export function slotStates(
  availability: Availability | undefined,
  selection: Pick<Selection, 'type' | 'court' | 'date'>,
  now: VenueNow,
): Map<string, SlotState> {
  const held = new Set<string>(
    !availability
      ? []
      : selection.type === 'Table'
        ? availability.table.fullSlots
        : selection.court
          ? availability.padel[selection.court]
          : [],
  );
  const past = new Set(availability?.pastSlots ?? []);
  const states = new Map<string, SlotState>();
  for (const label of SLOT_LABELS) {
    const hour = slotHour(label) ?? 0;
    const started =
      past.has(label) ||
      (selection.date !== null &&
        (selection.date < now.date || (selection.date === now.date && hour < now.hour)));
    states.set(label, started ? 'past' : held.has(label) ? 'booked' : 'free');
  }
  return states;
}

/** The chosen slots that can still be booked; a slot booked meanwhile drops out. */
export function bookableSlots(slots: readonly string[], states: Map<string, SlotState>): string[] {
  return slots.filter((label) => states.get(label) === 'free');
}

export function slotHours(slots: readonly string[]): number[] {
  return slots.map((label) => slotHour(label)).filter((hour) => hour !== undefined);
}
