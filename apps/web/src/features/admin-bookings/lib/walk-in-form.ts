import {
  BOOKING_MESSAGES,
  COURTS,
  deskOnlineProblems,
  HOURS,
  isOneOf,
  quoteSlotPrices,
  slotLabel,
  walkInDetailsProblems,
  walkInPaymentProblem,
  WALK_IN_REQUEST_MESSAGES,
  type Availability,
  type BookingType,
  type Court,
  type DeskOnlineMethod,
  type WalkInPayment,
  type WalkInRequest,
} from '@padel/contracts';
import { deskOnlineRequest } from './desk-online';

/** The walk-in screen's fields (see docs/screens.md#walk-in). */
export interface WalkInFormValues {
  bookingType: BookingType;
  selectedDate: string;
  selectedCourt: Court;
  hours: number[];
  customerName: string;
  phoneNumber: string;
  email: string;
  numberOfGuests: number | string;
  payment: WalkInPayment | '';
  /** Paid online: which way it came and the statement's reference (docs/payments.md#paid-online). */
  onlineMethod: DeskOnlineMethod | '';
  reference: string;
}

/**
 * The fields a message can land on, in screen order; `selectedSlots` is the server's name for the
 * hours (its issues land on `hours`).
 */
export const WALK_IN_FIELDS = [
  'bookingType',
  'selectedDate',
  'selectedCourt',
  'hours',
  'selectedSlots',
  'customerName',
  'phoneNumber',
  'email',
  'numberOfGuests',
  'payment',
  'onlineMethod',
  'reference',
  'amount',
] as const;
export type WalkInField = (typeof WALK_IN_FIELDS)[number];

/** A padel game is usually four players; a café table one guest. */
export const DEFAULT_GUESTS: Record<BookingType, number> = { Padel: 4, Table: 1 };

export function emptyWalkIn(today: string): WalkInFormValues {
  return {
    bookingType: 'Padel',
    selectedDate: today,
    selectedCourt: COURTS[0],
    hours: [],
    customerName: '',
    phoneNumber: '',
    email: '',
    numberOfGuests: DEFAULT_GUESTS.Padel,
    payment: '',
    onlineMethod: '',
    reference: '',
  };
}

/** The next walk-in keeps the type, date and court, and starts afresh on the rest. */
export function nextWalkIn(values: WalkInFormValues): WalkInFormValues {
  return {
    ...emptyWalkIn(values.selectedDate),
    bookingType: values.bookingType,
    selectedCourt: values.selectedCourt,
    numberOfGuests: DEFAULT_GUESTS[values.bookingType],
  };
}

export type HourState = 'free' | 'booked' | 'closed' | 'past';

/** What an hour of the chosen day, court or the café looks like to staff. */
export function hourStates(
  availability: Availability | undefined,
  type: BookingType,
  court: Court,
): HourState[] {
  const label = (hour: number) => slotLabel(hour);
  return HOURS.map((hour) => {
    if (!availability) return 'free';
    if (availability.pastSlots.includes(label(hour))) return 'past';
    const closed =
      type === 'Padel' ? availability.closedSlots[court] : availability.closedSlots.table;
    if (closed.includes(label(hour))) return 'closed';
    const held = type === 'Padel' ? availability.padel[court] : availability.table.fullSlots;
    return held.includes(label(hour)) ? 'booked' : 'free';
  });
}

/** The server's price of the chosen padel hours (availability answers each hour's price). */
export function walkInTotal(
  availability: Availability | undefined,
  values: Pick<WalkInFormValues, 'bookingType' | 'hours'>,
): number | undefined {
  if (values.bookingType === 'Table') return 0;
  if (!availability || values.hours.length === 0) return undefined;
  return quoteSlotPrices(values.hours.map((hour) => availability.padelPrices[hour]!)).total;
}

/** Each field's message, from the rules the server runs (the e-mail may be left out). */
export function validateWalkIn(values: WalkInFormValues): Partial<Record<WalkInField, string>> {
  const errors: Partial<Record<WalkInField, string>> = {};
  if (!values.selectedDate) errors.selectedDate = BOOKING_MESSAGES.dateRequired;
  if (values.hours.length === 0) errors.hours = BOOKING_MESSAGES.slotRequired;
  for (const { field, message } of walkInDetailsProblems(values, values.bookingType)) {
    // The walk-in has no instructions field, so the rule about them never applies.
    if (isOneOf(WALK_IN_FIELDS, field)) errors[field] = message;
  }
  if (values.payment === '') errors.payment = WALK_IN_REQUEST_MESSAGES.paymentRequired;
  else {
    const problem = walkInPaymentProblem(values.bookingType, values.payment);
    if (problem) errors.payment = problem;
  }
  const online = values.payment === 'PayViaOnline';
  for (const { field, message } of deskOnlineProblems(online, deskOnlineRequest(online, values))) {
    errors[field] = message;
  }
  return errors;
}

/** The request of a form `validateWalkIn` found nothing wrong with: its payment is chosen. */
export function walkInRequest(values: WalkInFormValues, amount: number | undefined): WalkInRequest {
  const { payment } = values;
  if (payment === '') throw new Error('A walk-in is sent only once validateWalkIn passes.');
  const padel = values.bookingType === 'Padel';
  return {
    bookingType: values.bookingType,
    selectedDate: values.selectedDate,
    selectedSlots: [...values.hours].sort((a, b) => a - b).map(slotLabel),
    selectedCourt: padel ? values.selectedCourt : null,
    customerName: values.customerName,
    phoneNumber: values.phoneNumber,
    email: values.email.trim() || null,
    numberOfGuests: values.numberOfGuests,
    // The price staff saw: a price changed meanwhile is refused rather than charged.
    amount: padel ? (amount ?? null) : null,
    payment,
    ...deskOnlineRequest(payment === 'PayViaOnline', values),
  };
}
