/**
 * Checking and booking a series' dates (docs/bookings.md#series): each date checked as the
 * walk-in's placement would check it, and each free one booked through that placement, inside the
 * caller's transaction. Shared by creating and renewing a series.
 */
import {
  closureCovers,
  formatHour12,
  HOURS,
  isOpenAt,
  SERIES_CONFLICT_CODE,
  SERIES_MESSAGES,
  slotLabel,
  walkInPaymentState,
  type Court,
  type DeskPayment,
  type ErrorCode,
  type SeriesConflict,
} from '@padel/contracts';
import type { Database } from '../../../db/client';
import { ConflictError } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repo';
import type { BookingContext } from '../booking-context.service';
import { courtHoldsOn, type SeriesRow } from './booking-series.repo';
import type { BookingRow } from '../bookings.repo';
import type { MovementRow } from '../../ledger/ledger.repo';
import { isMember } from '../../contacts/customer-tags.repo';
import { padelQuote } from '../padel-quote.service';
import { refusalError } from '../booking-refusals.rules';
import { tryPlaceBooking } from '../place-booking.service';
import type { Skipped } from './series-dates.rules';

/** What is wrong with one date of a series, or null when it can be booked. */
interface DateCheck {
  date: string;
  amount: number;
  conflict: SeriesConflict | null;
  message: string | null;
  /** The closure's own reason, when a closure keeps the date. */
  closureReason?: string;
}

/** The place and customer of a series, as a request asks for it or as it is stored. */
interface SeriesPlace {
  court: Court;
  hours: number[];
  fixedPrice: number | null;
  /** The customer's, written 03XXXXXXXXX: a member's dates are at the member price. */
  phoneNumber: string;
}

/**
 * Each date checked as the walk-in's placement would check it (docs/venue-settings.md#enforcement):
 * the venue open at every hour (a closed day reads "closed", closed hours "outside-hours"), no
 * closure on the court, no hour held by another booking; priced by the venue's prices on that date
 * (a member's at the member price, as the placement will price it), or the series' fixed price. `own` are the bookings whose holds do not count (a renewal's).
 */
export async function checkDates(
  ctx: BookingContext,
  db: Database,
  place: SeriesPlace,
  dates: string[],
): Promise<DateCheck[]> {
  const holds = await courtHoldsOn(db, place.court, dates);
  const member = await isMember(db, place.phoneNumber);
  const checks: DateCheck[] = [];
  for (const date of dates) {
    const { settings, closures } = await ctx.settings.forBooking(db, date);
    const amount = place.fixedPrice ?? padelQuote(settings, date, place.hours, member).total;
    const check = (
      conflict: SeriesConflict | null,
      message: string | null,
      closureReason?: string,
    ) =>
      checks.push({ date, amount, conflict, message, ...(closureReason ? { closureReason } : {}) });
    const closedHours = place.hours.filter((hour) => !isOpenAt(settings.openingHours, date, hour));
    const closure = closures.find((span) =>
      place.hours.some((hour) => closureCovers(span, place.court, date, hour)),
    );
    const taken = holds.find((hold) => hold.date === date && place.hours.includes(hold.hour));
    if (closure) check('closed', SERIES_MESSAGES.closedBy(closure.reason), closure.reason);
    else if (closedHours.length > 0) {
      const dayClosed = HOURS.every((hour) => !isOpenAt(settings.openingHours, date, hour));
      if (dayClosed) check('closed', SERIES_MESSAGES.closed);
      else check('outside-hours', SERIES_MESSAGES.outsideHours);
    } else if (taken) {
      check('taken', SERIES_MESSAGES.taken(place.court, formatHour12(taken.hour)));
    } else check(null, null);
  }
  return checks;
}

/**
 * The placement's own refusals (a race the check did not see) a series skips, as a date's
 * conflict; any other refusal fails the whole request, as it would a walk-in.
 */
const PLACEMENT_CONFLICTS: Partial<Record<ErrorCode, SeriesConflict>> = {
  SLOT_TAKEN: 'taken',
  TABLES_FULL: 'taken',
  COURT_CLOSED: 'closed',
  VENUE_CLOSED: 'outside-hours',
};

/**
 * Books `dates` for the series inside the caller's transaction: each free date through the
 * walk-in's placement (in a savepoint of its own), confirmed, in-person, linked to the series and
 * paid as the series is. A date found taken, closed or outside the hours — before placing it, or
 * by the placement itself when another booking took it a moment before — is skipped, or with
 * `stop` ends the series before it (409 when it is the first date). Paid up front, every date's
 * money is in the ledger by `how.paidBy`: paid online, the one transfer staff named pays them all
 * (docs/payments.md#paid-online).
 */
export async function bookDates(
  ctx: BookingContext,
  tx: Database,
  series: SeriesRow,
  dates: string[],
  how: { onConflict: 'skip' | 'stop'; adminId: number; paidBy: DeskPayment },
): Promise<{ booked: BookingRow[]; skipped: Skipped[] }> {
  const place = {
    court: series.court,
    hours: series.slotHours,
    fixedPrice: series.fixedPrice,
    phoneNumber: series.phoneNumber,
  };
  const checks = await checkDates(ctx, tx, place, dates);
  const paid = walkInPaymentState(
    series.payment === 'up-front' ? series.upFrontPayment! : 'PayLater',
  );
  const inTransaction: BookingContext = { ...ctx, db: tx };
  const booked: BookingRow[] = [];
  const skipped: Skipped[] = [];
  // The first date's row names the transfer; the later dates' rows are of the same credit.
  let credit: MovementRow | undefined;
  for (const [index, check] of checks.entries()) {
    let problem = check.conflict ? { conflict: check.conflict, message: check.message! } : null;
    if (!problem) {
      const placed = await tryPlaceBooking(
        inTransaction,
        {
          bookingType: 'Padel',
          selectedDate: check.date,
          selectedSlots: series.slotHours.map(slotLabel),
          selectedCourt: series.court,
          customerName: series.customerName,
          email: series.email,
          phoneNumber: series.phoneNumber,
          numberOfGuests: series.numberOfGuests,
          customer_instruction: series.customerInstruction,
          unit_amount: null,
          amount: null,
        },
        { kind: 'admin', id: how.adminId },
        {
          transition: 'series',
          paymentType: paid.paymentType,
          paymentStatus: paid.PaymentStatus,
          remainingPaymentType: paid.remaining_paymentType,
          paidBy: how.paidBy,
          ...(credit ? { sameCreditAs: credit } : {}),
          visit: null,
          seriesId: series.id,
          fixedAmount: series.fixedPrice ?? undefined,
          // Paid up front: recorded as a payment, as a walk-in's, so it can be undone.
          audit: async (db, booking) => {
            if (paid.PaymentStatus === 'UnPaid') return;
            await recordAudit(db, {
              actor: { type: 'admin', id: how.adminId },
              action: 'payment',
              entity: 'booking',
              entityId: booking.id,
              before: {
                PaymentStatus: 'UnPaid',
                remaining_paymentType: null,
                paymentType: 'PayLater',
              },
              after: paid,
            });
          },
        },
      );
      if (placed.ok) {
        booked.push(placed.value.row);
        credit ??= placed.value.taken;
        continue;
      }
      const conflict = PLACEMENT_CONFLICTS[placed.refusal.code];
      if (!conflict) throw refusalError(placed.refusal);
      problem = { conflict, message: placed.refusal.message };
    }
    if (how.onConflict === 'stop') {
      if (index === 0) {
        throw new ConflictError(
          SERIES_MESSAGES.firstDateConflict(problem.message),
          SERIES_CONFLICT_CODE,
        );
      }
      break;
    }
    // A closure found by the check keeps its own reason for the customer's message.
    const closure = check.closureReason ? { closureReason: check.closureReason } : {};
    skipped.push({
      date: check.date,
      reason: problem.conflict,
      message: problem.message,
      ...closure,
    });
  }
  return { booked, skipped };
}
