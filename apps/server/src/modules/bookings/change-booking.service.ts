import {
  BOOKING_ACTION_MESSAGES,
  BOOKING_CHANGE_MESSAGES,
  BOOKING_MESSAGES,
  canChangeBooking,
  BOOKING_CHANGE_FIELDS,
  guestsProblem,
  quotePadel,
  slotHasStarted,
  slotHour,
  slotLabel,
  venueNow,
  type BookingAnswer,
  type BookingChangeInput,
  type Court,
} from '@padel/contracts';
import { BadRequestError, ConflictError, isUniqueViolation, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { tellQueueOfFreeTable } from '../queue/queue.service';
import { toAdminBooking } from './booking-view';
import type { BookingContext } from './booking-context';
import { conflict, refused, TablesFull } from './booking-refusals';
import { lockBooking, updateBooking, type BookingRow, type NewBooking } from './bookings.repo';
import { holdSlots, releaseHolds } from './slot-holds.repo';
import { assertNotPast, assertVenueRules } from './venue-rules';

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
 * PATCH /api/bookings/{id} (see docs/bookings.md#moving-a-booking): staff change a pending or
 * confirmed booking that has not started. In one transaction the booking is locked, its holds are
 * released and the new ones taken (a slot taken meanwhile rolls everything back: 409), it is
 * re-priced when its date or hours change (unless `keepPrice`), audited, and the customer gets
 * one "Booking changed" message with the new calendar file. A staff change is a walk-in for the
 * venue's rules: open hours and closures apply, the window, notice and hour cap do not.
 */
export async function changeBooking(
  ctx: BookingContext,
  id: number,
  input: BookingChangeInput,
  adminId: number,
): Promise<BookingAnswer> {
  // Where the booking was going, for the 409's answer when its slots are taken.
  let target: { bookingType: BookingRow['bookingType']; selectedDate: string } | undefined;
  try {
    const booking = await ctx.db.transaction(async (tx) => {
      const before = await lockBooking(tx, id);
      if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
      if (!canChangeBooking(before.status)) {
        throw new ConflictError(
          BOOKING_CHANGE_MESSAGES.notChangeable(before.status),
          'INVALID_TRANSITION',
        );
      }
      if (hasStarted(ctx, before)) {
        throw new ConflictError(BOOKING_CHANGE_MESSAGES.started, 'BOOKING_STARTED');
      }
      if (awaitsCardAdvance(before)) {
        throw new ConflictError(BOOKING_CHANGE_MESSAGES.cardAdvanceOpen, 'CARD_PAYMENT_OPEN');
      }
      const isTable = before.bookingType === 'Table';
      if (isTable && input.selectedCourt !== undefined) {
        throw refused(
          'TABLE_HAS_NO_COURT',
          BOOKING_CHANGE_MESSAGES.tableHasNoCourt,
          'selectedCourt',
        );
      }
      if (input.numberOfGuests !== undefined) {
        const problem = guestsProblem(input.numberOfGuests, before.bookingType);
        if (problem) throw refused('INVALID_GUESTS', problem, 'numberOfGuests');
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
        throw new BadRequestError(BOOKING_CHANGE_MESSAGES.nothingToChange, 'NOTHING_TO_CHANGE');
      }

      const hours = hoursOf(wanted.selectedSlots);
      const timeChanged = changed.includes('selectedDate') || changed.includes('selectedSlots');
      const placeChanged = timeChanged || changed.includes('selectedCourt');
      const patch: Partial<NewBooking> = {
        customerName: wanted.customerName,
        phoneNumber: wanted.phoneNumber,
        email: wanted.email,
        numberOfGuests: wanted.numberOfGuests,
      };
      if (placeChanged) {
        target = { bookingType: before.bookingType, selectedDate: wanted.selectedDate };
        assertNotPast(ctx, wanted.selectedDate, hours);
        const rules = await ctx.settings.forBooking(tx, wanted.selectedDate);
        assertVenueRules(
          ctx,
          {
            selectedDate: wanted.selectedDate,
            selectedCourt: wanted.selectedCourt,
            bookingType: before.bookingType,
            paymentType: 'PayLater',
          },
          hours,
          { kind: 'admin', id: adminId },
          rules,
        );
        Object.assign(patch, {
          selectedDate: wanted.selectedDate,
          slotHours: hours,
          selectedCourt: wanted.selectedCourt,
        });
        if (timeChanged) {
          // The reminder is for the new time (docs/notifications.md#reminders).
          patch.reminderSent = false;
          if (!isTable && !input.keepPrice) {
            const quote = quotePadel(rules.settings.prices, wanted.selectedDate, hours);
            Object.assign(patch, {
              amount: quote.total,
              unitAmount: quote.unitAmount,
              priceLines: quote.lines,
            });
          }
        }
        // Its own holds go first, so a move onto an hour it already holds keeps it.
        await releaseHolds(tx, id);
        const place = { ...wanted, bookingType: before.bookingType };
        if (!(await holdSlots(tx, id, place, hours))) throw new TablesFull();
      }
      const after = await updateBooking(tx, id, patch);

      // A café table given back on the old day: its queue hears of it (docs/bookings.md#queue).
      const freedHours = before.slotHours.filter(
        (hour) => after.selectedDate !== before.selectedDate || !after.slotHours.includes(hour),
      );
      if (isTable && freedHours.length > 0) {
        await tellQueueOfFreeTable(tx, ctx.notifier, before.selectedDate);
      }

      const priced = before.amount !== after.amount || !same(before.priceLines, after.priceLines);
      await recordAudit(tx, {
        actor: { type: 'admin', id: adminId },
        action: 'change',
        entity: 'booking',
        entityId: id,
        before: {
          ...pick(was, changed),
          ...(priced ? { amount: before.amount, unit_amount: before.unitAmount } : {}),
        },
        after: {
          ...pick(changeableOf(after), changed),
          ...(priced ? { amount: after.amount, unit_amount: after.unitAmount } : {}),
          ...(timeChanged && input.keepPrice ? { keepPrice: true } : {}),
        },
      });
      await ctx.notifier.booking(tx, 'booking-changed', after, before);
      return after;
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
