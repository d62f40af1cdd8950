import {
  BOOKING_ACTION_MESSAGES,
  BOOKING_CHANGE_MESSAGES,
  BOOKING_MESSAGES,
  canChangeBooking,
  BOOKING_CHANGE_FIELDS,
  guestsProblem,
  slotHasStarted,
  slotHour,
  slotLabel,
  venueNow,
  type BookingAnswer,
  type BookingChangeInput,
  type Court,
  type ErrorCode,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation, NotFoundError } from '../../lib/errors';
import { belowPricesRefusal, mayGiveOwnerPrices } from './owner-prices.rules';
import { tellQueueOfFreeTable } from '../queue/queue.service';
import { toAdminBooking } from './booking.view';
import type { BookingContext } from './booking-context.service';
import {
  conflict,
  done,
  fieldRefusal,
  refuse,
  TablesFull,
  unwrap,
  type Attempt,
  type Refusal,
} from './booking-refusals.rules';
import { applyTransition, type TransitionAudit } from './apply-transition.service';
import { lockBooking, type BookingRow, type NewBooking } from './bookings.repo';
import { quoteForPhone } from './padel-quote.service';
import { holdSlots, releaseHolds } from './slot-holds.repo';
import { pastRefusal, venueRefusal } from './venue.rules';

/** The fields staff may change, by their wire names (the audit log keeps them so). */
interface Changeable {
  selectedDate: string;
  selectedSlots: string[];
  selectedCourt: Court | null;
  numberOfGuests: number;
  customerName: string;
  phoneNumber: string;
  email: string;
}
type Field = keyof Changeable;
const FIELDS: readonly Field[] = BOOKING_CHANGE_FIELDS;

const changeableOf = (row: BookingRow): Changeable => ({
  selectedDate: row.selectedDate,
  selectedSlots: row.slotHours.map(slotLabel),
  selectedCourt: row.selectedCourt,
  numberOfGuests: row.numberOfGuests,
  customerName: row.customerName,
  phoneNumber: row.phoneNumber,
  email: row.email,
});

const hoursOf = (labels: string[]) => labels.map((label) => slotHour(label)!).sort((a, b) => a - b);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what the body names, picked from a booking's fields. */
const pick = (values: Changeable, fields: Field[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

/**
 * A booking that is playing or played cannot be moved: its first hour has begun, venue time
 * (docs/bookings.md#moving-a-booking).
 */
const hasStarted = (ctx: BookingContext, row: BookingRow) =>
  slotHasStarted(venueNow(ctx.timeZone, ctx.now()), row.selectedDate, Math.min(...row.slotHours));

/**
 * The booking is waiting for its card advance (see docs/payments.md#card-payments): its checkout
 * was opened for the old total, so it is changed once paid or expired.
 */
const awaitsCardAdvance = (row: BookingRow) =>
  row.status === 'Pending' && row.paymentType === 'PayViaCard' && row.paymentStatus === 'UnPaid';

/**
 * What the booking counts as paid follows its price (paid in full, or a 50% staff recorded), so a
 * new price would change it with no money moving (docs/till.md#ledger). A card advance is what
 * the provider took, whatever the price.
 */
const paidAtItsPrice = (row: BookingRow) =>
  row.paymentStatus === '100%Paid' || (row.paymentStatus === '50%Paid' && row.cardPaidAt === null);

/**
 * Why staff may not change the locked booking now (409), if they may not: by its status, once
 * started, or while it awaits its card advance.
 */
function unchangeable(ctx: BookingContext, before: BookingRow): Refusal | undefined {
  const refusal = (code: ErrorCode, message: string): Refusal => ({ status: 409, code, message });
  if (!canChangeBooking(before.status)) {
    return refusal('INVALID_TRANSITION', BOOKING_CHANGE_MESSAGES.notChangeable(before.status));
  }
  if (hasStarted(ctx, before)) return refusal('BOOKING_STARTED', BOOKING_CHANGE_MESSAGES.started);
  if (awaitsCardAdvance(before)) {
    return refusal('CARD_PAYMENT_OPEN', BOOKING_CHANGE_MESSAGES.cardAdvanceOpen);
  }
  return undefined;
}

/**
 * What the body asks for over the booking's own fields, checked by the booking form's rules, and
 * which fields that changes; a body that changes nothing is refused (NOTHING_TO_CHANGE).
 */
function wantedOf(
  before: BookingRow,
  input: BookingChangeInput,
): Attempt<{ was: Changeable; wanted: Changeable; changed: Field[] }> {
  const isTable = before.bookingType === 'Table';
  if (isTable && input.selectedCourt !== undefined) {
    const message = BOOKING_CHANGE_MESSAGES.tableHasNoCourt;
    return refuse(fieldRefusal('TABLE_HAS_NO_COURT', message, 'selectedCourt'));
  }
  if (input.numberOfGuests !== undefined) {
    const problem = guestsProblem(input.numberOfGuests, before.bookingType);
    if (problem) return refuse(fieldRefusal('INVALID_GUESTS', problem, 'numberOfGuests'));
  }
  const was = changeableOf(before);
  const wanted: Changeable = {
    selectedDate: input.selectedDate ?? was.selectedDate,
    selectedSlots: input.selectedSlots
      ? hoursOf(input.selectedSlots).map(slotLabel)
      : was.selectedSlots,
    selectedCourt: isTable ? null : (input.selectedCourt ?? was.selectedCourt),
    numberOfGuests: input.numberOfGuests ?? was.numberOfGuests,
    customerName: input.customerName ?? was.customerName,
    phoneNumber: input.phoneNumber ?? was.phoneNumber,
    email: input.email ?? was.email,
  };
  const changed = FIELDS.filter((field) => !same(was[field], wanted[field]));
  if (changed.length === 0) {
    return refuse({
      status: 400,
      code: 'NOTHING_TO_CHANGE',
      message: BOOKING_CHANGE_MESSAGES.nothingToChange,
    });
  }
  return done({ was, wanted, changed });
}

/**
 * A new date, hours or court: not in the past and the venue's rules as for a walk-in (refusals,
 * before anything is written), the new price when the time changes (unless `keepPrice`), and the
 * booking's holds let go and taken anew (its own first, so a move onto an hour it already holds
 * keeps it). Answers what the booking's row then changes.
 */
async function movePatch(
  ctx: BookingContext,
  tx: Database,
  before: BookingRow,
  wanted: Changeable,
  move: { timeChanged: boolean; keepPrice: boolean; mayUnderprice: boolean; adminId: number },
): Promise<Attempt<Partial<NewBooking>>> {
  const hours = hoursOf(wanted.selectedSlots);
  const past = pastRefusal(ctx, wanted.selectedDate, hours);
  if (past) return refuse(past);
  const rules = await ctx.settings.forBooking(tx, wanted.selectedDate);
  const place = { ...wanted, bookingType: before.bookingType };
  const booker = { kind: 'admin' as const, id: move.adminId };
  const venue = venueRefusal(ctx, { ...place, paymentType: 'PayLater' }, hours, booker, rules);
  if (venue) return refuse(venue);
  const patch: Partial<NewBooking> = {
    selectedDate: wanted.selectedDate,
    slotHours: hours,
    selectedCourt: wanted.selectedCourt,
  };
  if (move.timeChanged) {
    // The reminder is for the new time (docs/notifications.md#reminders).
    patch.reminderSent = false;
    if (before.bookingType !== 'Table') {
      // A member keeps the member price (docs/prices.md#member-price).
      const quote = await quoteForPhone(
        tx,
        rules.settings,
        wanted.selectedDate,
        hours,
        before.phoneNumber,
      );
      if (!move.keepPrice && quote.total !== before.amount && paidAtItsPrice(before)) {
        return refuse({
          status: 409,
          code: 'PAID_PRICE_FIXED',
          message: BOOKING_CHANGE_MESSAGES.paidPriceFixed,
        });
      }
      if (!move.keepPrice) {
        Object.assign(patch, {
          amount: quote.total,
          unitAmount: quote.unitAmount,
          priceLines: quote.lines,
        });
      } else if (!move.mayUnderprice && before.amount < quote.total) {
        // Keeping a price below the new time's is the owner's (docs/prices.md#owner-prices).
        throw belowPricesRefusal(quote.total);
      }
    }
  }
  await releaseHolds(tx, before.id);
  if (!(await holdSlots(tx, before.id, place, hours))) throw new TablesFull();
  return done(patch);
}

/** The change in the audit log: the fields changed, and the price when it changed. */
function changeAudit(change: {
  was: Changeable;
  changed: Field[];
  keptPrice: boolean;
}): (before: BookingRow, after: BookingRow) => TransitionAudit {
  return (before, after) => {
    const priced = before.amount !== after.amount || !same(before.priceLines, after.priceLines);
    return {
      before: {
        ...pick(change.was, change.changed),
        ...(priced ? { amount: before.amount, unit_amount: before.unitAmount } : {}),
      },
      after: {
        ...pick(changeableOf(after), change.changed),
        ...(priced ? { amount: after.amount, unit_amount: after.unitAmount } : {}),
        ...(change.keptPrice ? { keepPrice: true } : {}),
      },
    };
  };
}

/**
 * One booking changed inside the caller's transaction: locked, checked, moved (holds let go and
 * taken anew), re-priced, audited, and, when `notify`, its customer told with one "Booking
 * changed" message. A series change (docs/bookings.md#series) moves several so and tells the
 * customer once. `onTarget` hears where the booking is going before its slots are taken. Refused
 * as a value, before anything is written: a booking staff may not change now (409), a change of
 * nothing or against the form's rules, a past date or hour, a venue rule (400); what else stops
 * it is thrown.
 */
export async function tryChangeLockedBooking(
  ctx: BookingContext,
  tx: Database,
  id: number,
  input: BookingChangeInput,
  by: {
    adminId: number;
    notify: boolean;
    /** May keep a price below the new time's: the owner, or a series' agreed fixed price. */
    mayUnderprice: boolean;
    onTarget?: (target: ChangeTarget) => void;
  },
): Promise<Attempt<{ before: BookingRow; after: BookingRow }>> {
  const { adminId } = by;
  const before = await lockBooking(tx, id);
  if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
  const refused = unchangeable(ctx, before);
  if (refused) return refuse(refused);
  const asked = wantedOf(before, input);
  if (!asked.ok) return asked;
  const { was, wanted, changed } = asked.value;
  const timeChanged = changed.includes('selectedDate') || changed.includes('selectedSlots');
  const patch: Partial<NewBooking> = {
    customerName: wanted.customerName,
    phoneNumber: wanted.phoneNumber,
    email: wanted.email,
    numberOfGuests: wanted.numberOfGuests,
  };
  if (timeChanged || changed.includes('selectedCourt')) {
    by.onTarget?.({ bookingType: before.bookingType, selectedDate: wanted.selectedDate });
    const move = {
      timeChanged,
      keepPrice: input.keepPrice,
      mayUnderprice: by.mayUnderprice,
      adminId,
    };
    const moved = await movePatch(ctx, tx, before, wanted, move);
    if (!moved.ok) return moved;
    Object.assign(patch, moved.value);
  }
  const keptPrice = timeChanged && input.keepPrice;
  const after = await applyTransition(tx, before, 'change', { type: 'admin', id: adminId }, patch, {
    notifier: by.notify ? ctx.notifier : undefined,
    audit: changeAudit({ was, changed, keptPrice }),
  });

  // A café table given back on the old day: its queue hears of it (docs/bookings.md#queue).
  const freedHours = before.slotHours.filter(
    (hour) => after.selectedDate !== before.selectedDate || !after.slotHours.includes(hour),
  );
  if (before.bookingType === 'Table' && freedHours.length > 0) {
    await tellQueueOfFreeTable(tx, ctx.notifier, before.selectedDate);
  }
  return done({ before, after });
}

/** Changes one booking: `tryChangeLockedBooking`, its refusal thrown as its 400 or 409. */
export async function changeLockedBooking(
  ...args: Parameters<typeof tryChangeLockedBooking>
): Promise<{ before: BookingRow; after: BookingRow }> {
  return unwrap(await tryChangeLockedBooking(...args));
}

/** Where a moved booking is going: the 409's answer when its slots are taken. */
export interface ChangeTarget {
  bookingType: BookingRow['bookingType'];
  selectedDate: string;
}

/**
 * PATCH /api/bookings/{id} (see docs/bookings.md#moving-a-booking): staff change a pending or
 * confirmed booking that has not started. In one transaction the booking is locked, its holds are
 * released and the new ones taken (a slot taken meanwhile rolls everything back: 409), it is
 * re-priced when its date or hours change (unless `keepPrice`), audited, and the customer gets
 * one "Booking changed" message with the new calendar file. A staff change is a walk-in for the
 * venue's rules: open hours and closures apply, the window, notice and hour cap do not. Keeping a
 * price below the new time's is the owner's (403 OWNER_APPROVAL_NEEDED for staff).
 */
export async function changeBooking(
  ctx: BookingContext,
  id: number,
  input: BookingChangeInput,
  admin: { id: number; role: string },
): Promise<BookingAnswer> {
  let target: ChangeTarget | undefined;
  try {
    const booking = await ctx.db.transaction(async (tx) => {
      const by = {
        adminId: admin.id,
        notify: true,
        mayUnderprice: mayGiveOwnerPrices(admin.role),
        onTarget: (to: ChangeTarget) => (target = to),
      };
      return (await changeLockedBooking(ctx, tx, id, input, by)).after;
    });
    return { message: BOOKING_CHANGE_MESSAGES.changed, booking: toAdminBooking(booking) };
  } catch (error) {
    if (error instanceof TablesFull) {
      throw conflict(target!, 'TABLES_FULL', BOOKING_MESSAGES.tablesFull);
    }
    if (target && isUniqueViolation(error)) {
      const table = target.bookingType === 'Table';
      throw conflict(
        target,
        table ? 'TABLES_FULL' : 'SLOT_TAKEN',
        table ? BOOKING_MESSAGES.tablesFull : BOOKING_MESSAGES.slotTaken,
      );
    }
    throw error;
  }
}
