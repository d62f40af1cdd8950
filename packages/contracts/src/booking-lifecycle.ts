/**
 * A booking's lifecycle (see docs/bookings.md#statuses, docs/payments.md, ADR 031): one table of
 * every move a booking makes — how it starts, each change of its status and of what it has paid —
 * with the states it may start from, the state it leaves, who may make it and the message it
 * sends. The server makes the moves from it and the admin screens offer only what it allows, so
 * both read it from here. Zod-free, like booking-rules.ts, so a page that only needs the rule does
 * not load the schema library (see docs/decisions/004-web-bundles.md); the zod modules below are
 * imported for their types only.
 */

import type { AuditActorType } from './audit';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  type BookingStatus,
  type BookingType,
  type PaymentStatus,
} from './constants';
import { isOneOf } from './is-one-of';
import type { NotificationKind } from './notifications';
import type { Capability } from './roles';
import { venueInstant } from './time';

/**
 * Who may make a move (see docs/accounts.md#roles): staff whose role has the capability, the
 * customer (by their booking's own link), or the system (a timed job, the payment provider's
 * event). The kinds are the audit log's actor types.
 */
export type BookingActor =
  | { type: Extract<AuditActorType, 'admin'>; capability: Capability }
  | { type: Extract<AuditActorType, 'customer' | 'system'> };

/** The customer's messages a move sends (docs/notifications.md#customers). */
export type TransitionMessage = Extract<
  NotificationKind,
  'booking-received' | 'booking-confirmed' | 'booking-cancelled' | 'booking-changed'
>;

/** What a move does to the payment (see docs/payments.md). */
export interface PaymentChange {
  /** The payment states it may be made from; `[]` for a new booking. */
  from: readonly PaymentStatus[];
  /**
   * The state it sets: a fixed one, the one staff name (`named`), or the one the booking had
   * before its last recorded payment (`previous`, read from the audit log).
   */
  to: PaymentStatus | 'named' | 'previous';
  /** The bookings it applies to: only a padel booking carries a price. */
  types: readonly BookingType[];
}

export interface BookingTransition {
  by: readonly BookingActor[];
  /**
   * The statuses it may be made in; from any other it is refused (an admin action answers 409).
   * `[]`: the move makes a new booking.
   */
  from: readonly BookingStatus[];
  /** The status it leaves the booking in; `same` for a move of the payment only. */
  to: BookingStatus | 'same';
  /** What it does to the payment; null: the payment stays as it is. */
  payment: PaymentChange | null;
  /**
   * The customer's message, or null: nobody is told. Staff alerts follow from it in the notifier
   * (a booking received alerts staff; a customer's own cancel too, see docs/notifications.md). A
   * caller given no notifier tells nobody: a bulk cancel unless staff ask, a card checkout that
   * never opened (the customer is answered at once).
   */
  sends: TransitionMessage | null;
  /** How a refusal names it: 'A booking that is "…" cannot be <refusedAs>.' (409). */
  refusedAs?: string;
  /** The audit log's action, where it is not the transition's name (every cancel is `cancel`). */
  audit?: string;
}

const STAFF = { type: 'admin', capability: 'run-the-day' } as const satisfies BookingActor;
/** Closures are the owner's (docs/venue-settings.md#closures). */
const OWNER_SETTINGS = {
  type: 'admin',
  capability: 'venue-settings',
} as const satisfies BookingActor;
const CUSTOMER = { type: 'customer' } as const satisfies BookingActor;
const SYSTEM = { type: 'system' } as const satisfies BookingActor;

/**
 * The statuses in which the customer believes they are booked: such a booking may still be moved
 * (see docs/bookings.md#moving-a-booking), cancelled, and is cancelled, never deleted, until it
 * has ended.
 */
const LIVE = ['Pending', 'Booking Confirmed'] as const satisfies readonly BookingStatus[];
/** The statuses in which the venue has agreed to the booking, so money may change hands. */
const PAYABLE = ['Booking Confirmed', 'arrived'] as const satisfies readonly BookingStatus[];
/** What staff record: the rest of a padel booking's price, before it is paid in full. */
const NOT_PAID_IN_FULL = ['UnPaid', '50%Paid'] as const satisfies readonly PaymentStatus[];
const CANCELLED = 'Booking Cancelled' satisfies BookingStatus;
const PADEL = ['Padel'] as const satisfies readonly BookingType[];

/**
 * Every transition of a booking, by name (ADR 053): how it starts, each change of its status, of
 * what it has paid and of its date, hours or court. The server applies them all through one
 * function (`applyTransition`); "move" is only the change of date, hours or court.
 */
export const BOOKING_TRANSITIONS = {
  /** An online booking (POST /api/create-booking); a card booking's message waits for its advance. */
  book: {
    by: [CUSTOMER],
    from: [],
    to: 'Pending',
    payment: { from: [], to: 'UnPaid', types: BOOKING_TYPES },
    sends: 'booking-received',
  },
  /** Staff book a customer at the counter, paid in full or later (docs/bookings.md#walk-ins). */
  'walk-in': {
    by: [STAFF],
    from: [],
    to: 'Booking Confirmed',
    payment: { from: [], to: 'named', types: BOOKING_TYPES },
    sends: 'booking-received',
  },
  /**
   * One date of a series staff book for a regular (docs/bookings.md#series): confirmed like a
   * walk-in; the customer gets one message for the whole series, not one per date.
   */
  series: {
    by: [STAFF],
    from: [],
    to: 'Booking Confirmed',
    payment: { from: [], to: 'named', types: PADEL },
    sends: null,
  },
  confirm: {
    by: [STAFF],
    from: ['Pending'],
    to: 'Booking Confirmed',
    payment: null,
    sends: 'booking-confirmed',
    refusedAs: 'confirmed',
  },
  /** From a set time before the start to the end of its day (docs/bookings.md#arrived). */
  arrived: {
    by: [STAFF],
    from: ['Booking Confirmed'],
    to: 'arrived',
    payment: null,
    sends: null,
    refusedAs: 'marked as arrived',
  },
  /** Marked arrived by mistake: back to confirmed, on the booking's day only (`canUndoArrived`). */
  'undo-arrived': {
    by: [STAFF],
    from: ['arrived'],
    to: 'Booking Confirmed',
    payment: null,
    sends: null,
    refusedAs: 'taken back from arrived',
  },
  /**
   * The worker's round after a confirmed booking's last hour ended with nobody marking it arrived
   * (docs/bookings.md#no-show): a record only, nobody told; it keeps its (past) slots.
   */
  'no-show': {
    by: [SYSTEM],
    from: ['Booking Confirmed'],
    to: 'No-show',
    payment: null,
    sends: null,
  },
  /**
   * Staff record the no-show themselves once the booking has started (`canRecordNoShow`), with an
   * optional fee the customer owes (docs/bookings.md#staff-no-show); nobody is told.
   */
  'record-no-show': {
    by: [STAFF],
    from: ['Booking Confirmed'],
    to: 'No-show',
    payment: null,
    sends: null,
    refusedAs: 'recorded as a no-show',
    audit: 'no-show',
  },
  /**
   * Staff say the customer did come: the booking is marked arrived, not confirmed again, as a
   * confirmed booking that has ended would be a no-show again at the worker's next round.
   */
  'undo-no-show': { by: [STAFF], from: ['No-show'], to: 'arrived', payment: null, sends: null },
  /**
   * Staff take the fee a no-show or a late cancellation owes (docs/bookings.md#fees) at the desk:
   * the ledger records it; nobody is told.
   */
  'fee-paid': {
    by: [STAFF],
    from: ['No-show', CANCELLED],
    to: 'same',
    payment: null,
    sends: null,
    refusedAs: 'paid a fee for',
    audit: 'fee-payment',
  },
  cancel: {
    by: [STAFF],
    from: LIVE,
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    // The API has always answered with this spelling; clients may match on it.
    refusedAs: 'canceled',
    audit: 'cancel',
  },
  /**
   * Staff change a live booking before it starts: move it (its date, hours or court,
   * docs/bookings.md#moving-a-booking) or edit its guests and contact details; the customer gets
   * "Booking changed".
   */
  change: {
    by: [STAFF],
    from: LIVE,
    to: 'same',
    payment: null,
    sends: 'booking-changed',
  },
  /**
   * Staff cancel inside the venue's cancellation window, before the start (`canLateCancel`), with
   * an optional fee the customer owes (docs/bookings.md#late-cancellation).
   */
  'late-cancel': {
    by: [STAFF],
    from: LIVE,
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    refusedAs: 'cancelled',
    audit: 'cancel',
  },
  /** Every booking of a contact, address or time (docs/security.md#calendar-fill). */
  'bulk-cancel': {
    by: [STAFF],
    from: LIVE,
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    audit: 'cancel',
  },
  /** A closure's bookings: when the owner saves it, or the worker's round after a stop. */
  'closure-cancel': {
    by: [OWNER_SETTINGS, SYSTEM],
    from: LIVE,
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    audit: 'cancel',
  },
  /** Within the cancellation window (docs/venue-settings.md#customer-cancel). */
  'customer-cancel': {
    by: [CUSTOMER],
    from: LIVE,
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    audit: 'cancel',
  },
  /**
   * The customer enters their code (docs/security.md#calendar-fill): the hold becomes an ordinary
   * booking, still `Pending`; the message goes by WhatsApp (the e-mail carried the code).
   */
  'confirm-contact': {
    by: [CUSTOMER],
    from: ['Pending'],
    to: 'Pending',
    payment: null,
    sends: 'booking-received',
  },
  /** A hold whose code did not come in time: "Not confirmed in time", nobody told. */
  lapse: {
    by: [SYSTEM],
    from: ['Pending'],
    to: CANCELLED,
    payment: null,
    sends: null,
    audit: 'cancel',
  },
  /**
   * An online booking still in the day's budget of unverified holds when its time there is up
   * (`UNSECURED_HOLD_MINUTES`, 30; docs/security.md#calendar-fill): neither paid, confirmed by
   * staff nor proven over WhatsApp. Its contact confirmed it (an e-mail code, or a trusted
   * contact), so the customer is told.
   */
  'unsecured-lapse': {
    by: [SYSTEM],
    from: ['Pending'],
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    audit: 'cancel',
  },
  /** An unpaid card booking whose checkout ended: "Payment not completed" (docs/payments.md#webhook). */
  'payment-not-completed': {
    by: [SYSTEM],
    from: ['Pending'],
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    audit: 'cancel',
  },
  /**
   * The provider's verified event: the card advance is paid (docs/payments.md#webhook). A booking
   * cancelled meanwhile keeps its cancellation and the money goes back.
   */
  'card-advance': {
    by: [SYSTEM],
    from: ['Pending', 'Booking Confirmed', 'arrived'],
    to: 'same',
    payment: { from: ['UnPaid'], to: '50%Paid', types: PADEL },
    sends: 'booking-received',
    audit: 'card-payment',
  },
  /**
   * A card advance for less than its checkout asked (docs/payments.md#amount-asked): the money is
   * recorded as it came, the booking keeps waiting for its advance and owes the rest, and staff see
   * it to check; nobody is told it is received.
   */
  'card-advance-short': {
    by: [SYSTEM],
    from: ['Pending', 'Booking Confirmed', 'arrived'],
    to: 'same',
    payment: null,
    sends: null,
    audit: 'card-payment',
  },
  /**
   * A card advance that arrives for a booking that no longer takes it (cancelled meanwhile, or its
   * payment moved on): the money is recorded and marked to go back (docs/payments.md#refunds);
   * the booking stays as it is and nobody is told.
   */
  'card-advance-refund': {
    by: [SYSTEM],
    from: BOOKING_STATUSES,
    to: 'same',
    payment: null,
    sends: null,
    audit: 'card-payment',
  },
  /**
   * Staff checked the customer's transfer receipt against the advance (docs/payments.md#transfers):
   * the ledger records it by the transfer's method and reference, and the booking is confirmed.
   */
  'transfer-accept': {
    by: [STAFF],
    from: ['Pending'],
    to: 'Booking Confirmed',
    payment: { from: ['UnPaid'], to: '50%Paid', types: PADEL },
    sends: 'booking-confirmed',
    refusedAs: 'accepted as paid by transfer',
    audit: 'transfer-payment',
  },
  /** Staff found no such transfer: cancelled with their reason, the customer told. */
  'transfer-reject': {
    by: [STAFF],
    from: ['Pending'],
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    audit: 'cancel',
  },
  /** A transfer hold not accepted by `TRANSFER_HOLD_MINUTES`: "Transfer not received in time". */
  'transfer-lapse': {
    by: [SYSTEM],
    from: ['Pending'],
    to: CANCELLED,
    payment: null,
    sends: 'booking-cancelled',
    audit: 'cancel',
  },
  /** docs/payments.md#recording-the-remainder. */
  'record-remainder': {
    by: [STAFF],
    from: PAYABLE,
    to: 'same',
    payment: { from: NOT_PAID_IN_FULL, to: '100%Paid', types: PADEL },
    sends: null,
    audit: 'payment',
  },
  /**
   * What was paid so far, recorded with the detail screen's Confirm (PATCH /api/update-Status), on
   * the booking just confirmed, in the same change.
   */
  'confirm-payment': {
    by: [STAFF],
    from: ['Booking Confirmed'],
    to: 'same',
    payment: { from: NOT_PAID_IN_FULL, to: 'named', types: PADEL },
    sends: null,
    audit: 'payment',
  },
  /** docs/payments.md#undo: back to the state before the last recorded payment. */
  'undo-payment': {
    by: [STAFF],
    from: BOOKING_STATUSES,
    to: 'same',
    payment: { from: ['50%Paid', '100%Paid'], to: 'previous', types: BOOKING_TYPES },
    sends: null,
  },
} as const satisfies Record<string, BookingTransition>;

export type TransitionName = keyof typeof BOOKING_TRANSITIONS;
type Transitions = typeof BOOKING_TRANSITIONS;
/** The moves that change what a booking has paid. */
export type PaymentTransitionName = {
  [Name in TransitionName]: Transitions[Name]['payment'] extends null ? never : Name;
}[TransitionName];
/** The moves that cancel a booking: each goes through the server's one cancellation. */
export type CancelTransitionName = {
  [Name in TransitionName]: Transitions[Name]['to'] extends typeof CANCELLED ? Name : never;
}[TransitionName];

/** Whether `move` may be made on a booking that is `status` now (its status rule only). */
export function isAllowedFrom(move: TransitionName, status: string): boolean {
  return isOneOf(BOOKING_TRANSITIONS[move].from, status);
}

/** A booking's state as the payment rules read it (the wire's names). */
export interface BookingPaymentState {
  status: string;
  bookingType: string;
  PaymentStatus: string;
}

/** Whether the payment move may be made on `booking`: its status, its payment and its type. */
export function canMakePayment(move: PaymentTransitionName, booking: BookingPaymentState): boolean {
  const { payment } = BOOKING_TRANSITIONS[move];
  return (
    isAllowedFrom(move, booking.status) &&
    isOneOf(payment.from, booking.PaymentStatus) &&
    isOneOf(payment.types, booking.bookingType)
  );
}

/** The payment state that counts as paid in full: what recording the remainder sets. */
export const PAID_IN_FULL = BOOKING_TRANSITIONS['record-remainder'].payment.to;

export function isPaidInFull(booking: { PaymentStatus: string }): boolean {
  return booking.PaymentStatus === PAID_IN_FULL;
}

/**
 * The capability staff need for these moves, for the route that makes them: the one their admin
 * actor names. Moves that disagree, or that staff do not make, fail when the route is registered,
 * so a route never guards with the wrong one.
 */
export function staffCapability(...moves: TransitionName[]): Capability {
  const capabilities = new Set(
    moves.map((move) => {
      const staff = BOOKING_TRANSITIONS[move].by.find((actor) => actor.type === 'admin');
      if (!staff) throw new Error(`Staff do not make the move "${move}"`);
      return staff.capability;
    }),
  );
  const [capability, ...others] = capabilities;
  if (!capability || others.length > 0) {
    throw new Error(`The moves ${moves.join(', ')} need different capabilities`);
  }
  return capability;
}

/** The status actions of PATCH /api/booking/update/{id}/. */
export const BOOKING_ACTIONS = ['arrived', 'confirm', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The answers of the staff's status actions once done. */
export const STAFF_ACTION_DONE = {
  confirm: 'Booking confirmed',
  arrived: 'Booking marked as arrived',
  cancel: 'Booking cancelled',
} as const satisfies Record<BookingAction, string>;

/** The 409 message for a transition the booking's status does not allow. */
export function transitionRefusedMessage(name: TransitionName, status: string): string {
  const what: string | undefined = (BOOKING_TRANSITIONS[name] as BookingTransition).refusedAs;
  return `A booking that is "${status}" cannot be ${what ?? name}.`;
}

/**
 * docs/payments.md#recording-the-remainder: a payment is recorded only on a padel booking (table
 * bookings carry no price) that is confirmed or arrived and not yet fully paid. Server and admin
 * screen both ask.
 */
export function canRecordPayment(booking: BookingPaymentState): boolean {
  return canMakePayment('record-remainder', booking);
}

/**
 * Whether a customer still expects to play: the booking is pending or confirmed and its last hour
 * has not ended (venue time). Such a booking is cancelled, never deleted, so that the customer is
 * told (see docs/bookings.md#delete).
 */
export function isBookingLive(
  booking: { status: string; selectedDate: string; hours: readonly number[] },
  now: Date,
  timeZone: string,
): boolean {
  if (!isOneOf(LIVE, booking.status)) return false;
  const end = Math.max(...booking.hours) + 1;
  return venueInstant(booking.selectedDate, end, timeZone).getTime() > now.getTime();
}

/**
 * Whether staff may still change a booking's date, hours, court, guests or contact details (see
 * docs/bookings.md#moving-a-booking); it must not have started either. The server refuses a
 * change from any other status (409) and the detail screen offers Edit booking only in these.
 */
export function canChangeBooking(status: string): boolean {
  return isAllowedFrom('change', status);
}
