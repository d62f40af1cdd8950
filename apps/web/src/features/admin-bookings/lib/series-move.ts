import {
  addDays,
  BOOKING_MESSAGES,
  SERIES_LIMITS,
  seriesMoveRequestSchema,
  slotHour,
  slotLabel,
  weekdayOf,
  WEEKDAY_NAMES,
  type Availability,
  type Court,
  type SeriesMoveRequest,
  type SeriesOccurrence,
  type SeriesScope,
} from '@padel/contracts';
import { hourStates, type HourState } from './walk-in-form';

/** The move dialog's fields (docs/screens.md#series-page). */
export interface SeriesMoveValues {
  scope: SeriesScope;
  selectedCourt: Court;
  hours: number[];
  /** Days to shift the date by, -6..6, as the select holds it ('0' keeps the weekday). */
  shiftDays: string;
}

/** Where the date is now: its booking's court and hours. */
export type MoveFrom = Pick<SeriesOccurrence, 'date' | 'selectedCourt' | 'selectedSlots'>;

const hoursOf = (slots: readonly string[]): number[] =>
  slots.map((slot) => slotHour(slot) ?? -1).filter((hour) => hour >= 0);

/** The dialog opens on the date's own court and hours, on the same weekday, for that date only. */
export function startMove(from: MoveFrom, seriesCourt: Court): SeriesMoveValues {
  return {
    scope: 'one',
    selectedCourt: from.selectedCourt ?? seriesCourt,
    hours: hoursOf(from.selectedSlots),
    shiftDays: '0',
  };
}

/**
 * The choices of "Move to another weekday": "Same day (Tuesday)", "1 day later (Wednesday)", "2
 * days earlier (Sunday)"..., nearest first, the days later before the days earlier.
 */
export function shiftChoices(date: string): { value: string; label: string }[] {
  const weekday = weekdayOf(date);
  const name = (shift: number) => WEEKDAY_NAMES[(((weekday + shift) % 7) + 7) % 7];
  const choices = [{ value: '0', label: `Same day (${name(0)})` }];
  for (let days = 1; days <= SERIES_LIMITS.maxShiftDays; days++) {
    const plural = days === 1 ? 'day' : 'days';
    choices.push({ value: String(days), label: `${days} ${plural} later (${name(days)})` });
  }
  for (let days = 1; days <= SERIES_LIMITS.maxShiftDays; days++) {
    const plural = days === 1 ? 'day' : 'days';
    choices.push({ value: String(-days), label: `${days} ${plural} earlier (${name(-days)})` });
  }
  return choices;
}

/** The date the clicked date moves to. */
export const movedDate = (from: MoveFrom, values: SeriesMoveValues): string =>
  addDays(from.date, Number(values.shiftDays) || 0);

const sorted = (hours: readonly number[]): number[] => [...hours].sort((a, b) => a - b);
const sameHours = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && sorted(a).every((hour, index) => hour === sorted(b)[index]);

/**
 * POST /api/booking-series/{id}/move's body: only what staff changed (an unchanged court or hours
 * is left out, so each date keeps its own), or the message of why it cannot be sent.
 */
export function seriesMoveRequest(
  bookingId: number,
  from: MoveFrom,
  values: SeriesMoveValues,
): { request: SeriesMoveRequest } | { problem: string } {
  if (values.hours.length === 0) return { problem: BOOKING_MESSAGES.slotRequired };
  const shiftDays = Number(values.shiftDays) || 0;
  const request: SeriesMoveRequest = {
    bookingId,
    scope: values.scope,
    ...(values.selectedCourt !== from.selectedCourt ? { selectedCourt: values.selectedCourt } : {}),
    ...(sameHours(values.hours, hoursOf(from.selectedSlots))
      ? {}
      : { selectedSlots: sorted(values.hours).map(slotLabel) }),
    ...(shiftDays !== 0 ? { shiftDays } : {}),
  };
  const checked = seriesMoveRequestSchema.safeParse(request);
  if (!checked.success) return { problem: checked.error.issues[0]!.message };
  return { request };
}

/**
 * The hours of the date moved to, on the chosen court, as the walk-in's buttons show them; the
 * date's own hours are free to it when it stays on its day and court.
 */
export function moveHourStates(
  availability: Availability | undefined,
  from: MoveFrom,
  values: SeriesMoveValues,
): HourState[] {
  const states = hourStates(availability, 'Padel', values.selectedCourt);
  if (movedDate(from, values) !== from.date || values.selectedCourt !== from.selectedCourt) {
    return states;
  }
  const own = hoursOf(from.selectedSlots);
  return states.map((state, hour) => (state === 'booked' && own.includes(hour) ? 'free' : state));
}
