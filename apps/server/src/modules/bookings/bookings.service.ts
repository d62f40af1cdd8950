import { randomBytes } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  BOOKING_MOVES,
  closureCovers,
  COURTS,
  HOURS,
  isInsideNotice,
  isOpenAt,
  lastBookableDate,
  PAYMENT_MESSAGES,
  quotePadel,
  SLOT_LABELS,
  slotHour,
  slotLabel,
  slotPrice,
  VENUE_RULE_MESSAGES,
  venueNow,
  type Availability,
  type BookingFields,
  type ClosureSpan,
  type CreateBookingInput,
  type VenueSettings,
  type CreateBookingResponse,
  type BookingRequestValue,
  type feedbackRequestSchema,
  type PaymentStatus,
  type PaymentType,
  type RemainingPaymentType,
  type WalkInAnswer,
  type WalkInInput,
  WALK_IN_REQUEST_MESSAGES,
  walkInPaymentState,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  abuseRules,
  LIMIT_MESSAGES,
  networkKey,
  plainAddress,
  type BookingQuotas,
} from '../../lib/abuse-limits';
import { BadRequestError, ConflictError, isUniqueViolation, NotFoundError } from '../../lib/errors';
import { consumeRateLimits } from '../../lib/rate-limit';
import { recordAudit } from '../audit/audit.repo';
import type { LoginTokens } from '../auth/tokens';
import type { Notifier } from '../notifications/notifier';
import type { CheckoutSettings } from '../payments/checkout';
import { startBookingCheckout } from './booking-checkout';
import { listClosuresOn } from '../settings/settings.repo';
import { closureSpan, type VenueSettingsStore } from '../settings/venue-settings.service';
import { findVisitBySession } from '../sources/sources.repo';
import { toAdminBooking, toCustomerBooking } from './booking-view';
import { openDeadline } from './customer-cancel.service';
import {
  assertNotBlocked,
  assertUnconfirmedRoom,
  contactsOf,
  needsCode,
  newCode,
  type VerifySettings,
} from './verified-holds';
import { adminOfWalkInTicket } from './walk-in.service';
import {
  countTableHoldsByHour,
  findBookingById,
  findBookingByToken,
  holdCourtSlots,
  holdFreeTable,
  insertBooking,
  listBookingFields,
  listCourtHolds,
  readTotalTables,
  setFeedback,
  type BookingRow,
} from './bookings.repo';

export interface BookingContext {
  db: Database;
  /** Writes the messages a booking change causes, in its transaction. */
  notifier: Notifier;
  /** Card payments, when a provider is configured (see docs/payments.md#card-payments). */
  checkout: CheckoutSettings | undefined;
  timeZone: string;
  now: () => Date;
  /** The venue's prices, hours, closures and policy (see docs/venue-settings.md). */
  settings: VenueSettingsStore;
  /**
   * How many online bookings one contact or client may make (see docs/bookings.md#abuse-limits).
   */
  quotas: BookingQuotas;
  /**
   * Checks the walk-in tickets that admins' Add New Booking links carry (see
   * docs/bookings.md#walk-ins).
   */
  tokens: LoginTokens;
  /**
   * Online bookings from contacts not yet trusted wait for a code, when a message channel can
   * reach the customer (docs/security.md#calendar-fill).
   */
  verify: VerifySettings | undefined;
}

/** Who sent a request: its client address, and the admin whose bearer token it carried, if any. */
export interface Caller {
  ip: string;
  adminId?: number;
}

/**
 * Who is booking: a customer online (from a client address, which the quotas count), or an
 * admin entering a walk-in (see docs/bookings.md#walk-ins), who is exempt from the quotas and the
 * hour cap.
 */
export type Booker = { kind: 'customer'; ip: string } | { kind: 'admin'; id: number };

/** A walk-in ticket names its admin (an invalid one answers 401); otherwise the bearer counts. */
async function bookerOf(
  ctx: BookingContext,
  walkInTicket: CreateBookingInput['walkInTicket'],
  caller: Caller,
): Promise<Booker> {
  const adminId = walkInTicket
    ? await adminOfWalkInTicket(ctx.db, ctx.tokens, walkInTicket)
    : caller.adminId;
  return adminId === undefined
    ? { kind: 'customer', ip: caller.ip }
    : { kind: 'admin', id: adminId };
}

/** Thrown inside a transaction when an hour has no free café table: it rolls back, then 409. */
export class TablesFull extends Error {}

/** The 409 of a taken slot or a full café (see docs/bookings.md#holds). */
export function conflict(
  input: Pick<BookingRequestValue, 'bookingType' | 'selectedDate'>,
  code: 'SLOT_TAKEN' | 'TABLES_FULL',
  message: string,
) {
  return new ConflictError(message, code, {
    status: 409,
    bookingType: input.bookingType,
    selectedDate: input.selectedDate,
  });
}

const refused = (code: string, message: string, field: string) =>
  new BadRequestError(message, code, [{ path: `body.${field}`, message }]);

/**
 * Not a past day or an hour that has started (see docs/bookings.md#holds,
 * docs/bookings.md#venue-time).
 */
export function assertNotPast(
  ctx: Pick<BookingContext, 'timeZone' | 'now'>,
  date: string,
  hours: number[],
) {
  const now = venueNow(ctx.timeZone, ctx.now());
  if (date < now.date) throw new BadRequestError(BOOKING_MESSAGES.datePast, 'DATE_PAST');
  if (date === now.date && hours.some((hour) => hour < now.hour)) {
    throw new BadRequestError(BOOKING_MESSAGES.slotPast, 'SLOT_PAST');
  }
}

/**
 * The venue's rules (see docs/venue-settings.md#enforcement): open hours and closures for
 * everyone; the hour cap, window, notice and card advance for customers online, not for walk-ins.
 */
export function assertVenueRules(
  ctx: Pick<BookingContext, 'timeZone' | 'now' | 'checkout'>,
  input: Pick<BookingRequestValue, 'selectedDate' | 'selectedCourt' | 'bookingType'> & {
    paymentType?: CreateBookingInput['paymentType'];
  },
  hours: number[],
  booker: Booker,
  rules: { settings: VenueSettings; closures: ClosureSpan[] },
) {
  const { settings, closures } = rules;
  const date = input.selectedDate;
  if (booker.kind === 'customer') {
    const now = venueNow(ctx.timeZone, ctx.now());
    if (hours.length > settings.maxHoursPerBooking) {
      const message = VENUE_RULE_MESSAGES.tooManyHours(settings.maxHoursPerBooking);
      throw refused('TOO_MANY_HOURS', message, 'selectedSlots');
    }
    if (date > lastBookableDate(now.date, settings)) {
      const message = VENUE_RULE_MESSAGES.tooFarAhead(settings.bookingWindowDays);
      throw refused('TOO_FAR_AHEAD', message, 'selectedDate');
    }
    if (hours.some((hour) => isInsideNotice(now, date, hour, settings.minNoticeHours))) {
      const message = VENUE_RULE_MESSAGES.tooSoon(settings.minNoticeHours);
      throw refused('TOO_SOON', message, 'selectedSlots');
    }
  }
  if (hours.some((hour) => !isOpenAt(settings.openingHours, date, hour))) {
    throw refused('VENUE_CLOSED', VENUE_RULE_MESSAGES.venueClosed, 'selectedSlots');
  }
  const court = input.selectedCourt;
  const closure =
    court && closures.find((span) => hours.some((hour) => closureCovers(span, court, date, hour)));
  if (closure) {
    throw refused('COURT_CLOSED', VENUE_RULE_MESSAGES.courtClosed(closure.reason), 'selectedSlots');
  }
  const mustPayByCard =
    settings.requireCardAdvance && ctx.checkout !== undefined && input.bookingType === 'Padel';
  if (booker.kind === 'customer' && mustPayByCard && input.paymentType !== 'PayViaCard') {
    throw refused('CARD_REQUIRED', VENUE_RULE_MESSAGES.cardRequired, 'paymentType');
  }
}

/**
 * The server's own price under the venue's prices; a different amount from the client is refused
 * (see docs/prices.md#server-computes).
 */
function priceFor(input: BookingRequestValue, hours: number[], prices: VenueSettings['prices']) {
  if (input.bookingType === 'Table') return { amount: 0, unitAmount: null, lines: [] };
  const quote = quotePadel(prices, input.selectedDate, hours);
  const amountDiffers = input.amount !== null && input.amount !== quote.total;
  const unitDiffers =
    input.unit_amount !== null &&
    quote.unitAmount !== null &&
    input.unit_amount !== quote.unitAmount;
  if (amountDiffers || unitDiffers) {
    throw new BadRequestError(BOOKING_MESSAGES.priceMismatch, 'PRICE_MISMATCH', [
      {
        path: 'body.amount',
        message: `The total for these slots is PKR ${quote.total.toLocaleString('en-US')}.`,
      },
    ]);
  }
  return { amount: quote.total, unitAmount: quote.unitAmount, lines: quote.lines };
}

/**
 * Where an online booking comes from, and, when its contacts must confirm it (or it awaits a card
 * advance), room for it in its network's allowance and its code (docs/security.md#calendar-fill).
 */
async function onlineHold(
  ctx: BookingContext,
  tx: Database,
  booker: { ip: string },
  contacts: string[],
  hours: number[],
  byCard: boolean,
) {
  const now = ctx.now();
  const awaitingCode = !byCard && (await needsCode(tx, ctx.verify, contacts, now));
  if (awaitingCode || byCard) await assertUnconfirmedRoom(tx, booker.ip, hours.length, ctx.quotas);
  const origin = { clientAddress: plainAddress(booker.ip), clientNetwork: networkKey(booker.ip) };
  if (!awaitingCode || !ctx.verify) return { columns: origin, code: undefined };
  const { code, hash } = newCode();
  const confirmBy = new Date(now.getTime() + ctx.verify.minutes * 60_000);
  return { columns: { ...origin, confirmBy, confirmCodeHash: hash }, code };
}

/** A table booking may lose a race for a table number; it then tries the next free one. */
const MAX_TABLE_ATTEMPTS = 25;

/**
 * How a booking starts: an online one `Pending` and unpaid (or awaiting its card advance), a
 * walk-in as staff enter it (see docs/bookings.md#walk-ins). `audit` writes what else the
 * booking's creation records, in its transaction.
 */
interface Placement {
  /** Its move in the booking lifecycle: the status it starts in and the message it sends. */
  move: 'book' | 'walk-in';
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  remainingPaymentType: RemainingPaymentType | null;
  /** The visit the customer's browser session came from (online bookings only). */
  visit: { sessionId: string; sourceId: number | null } | null;
  audit?: (tx: Database, row: BookingRow) => Promise<void>;
}

/**
 * Writes a booking, its holds, its quota hit (customers), its audit and its messages in one
 * transaction; a held slot answers 409.
 */
async function placeBooking(
  ctx: BookingContext,
  input: BookingRequestValue & { paymentType?: CreateBookingInput['paymentType'] },
  booker: Booker,
  placement: Placement,
): Promise<{ row: BookingRow; cancelHours: number }> {
  const hours = input.selectedSlots.map((label) => slotHour(label)!).sort((a, b) => a - b);
  assertNotPast(ctx, input.selectedDate, hours);
  const byCard = booker.kind === 'customer' && placement.paymentType === 'PayViaCard';
  const contacts = contactsOf(input);
  if (booker.kind === 'customer') await assertNotBlocked(ctx.db, contacts);

  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const rules = await ctx.settings.forBooking(tx, input.selectedDate);
        assertVenueRules(ctx, input, hours, booker, rules);
        const price = priceFor(input, hours, rules.settings.prices);
        const hold =
          booker.kind === 'customer'
            ? await onlineHold(ctx, tx, booker, contacts, hours, byCard)
            : undefined;
        const booking = await insertBooking(tx, {
          customerName: input.customerName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          bookingType: input.bookingType,
          selectedDate: input.selectedDate,
          slotHours: hours,
          selectedCourt: input.selectedCourt,
          numberOfGuests: input.numberOfGuests,
          customerInstruction: input.customer_instruction,
          unitAmount: price.unitAmount,
          amount: price.amount,
          priceLines: price.lines,
          status: BOOKING_MOVES[placement.move].to,
          bookingSource: booker.kind === 'admin' ? 'in-person' : 'online',
          paymentType: placement.paymentType,
          paymentStatus: placement.paymentStatus,
          remainingPaymentType: placement.remainingPaymentType,
          accessToken: randomBytes(24).toString('base64url'),
          sessionId: placement.visit?.sessionId ?? null,
          redirectionSourceId: placement.visit?.sourceId ?? null,
          ...hold?.columns,
        });
        if (input.bookingType === 'Padel') {
          await holdCourtSlots(tx, booking.id, input.selectedCourt!, input.selectedDate, hours);
        } else {
          const totalTables = await readTotalTables(tx);
          for (const hour of hours) {
            if (!(await holdFreeTable(tx, booking.id, input.selectedDate, hour, totalTables))) {
              throw new TablesFull();
            }
          }
        }
        if (booker.kind === 'customer') {
          // Last, and inside the transaction: only a booking that is made counts.
          await consumeRateLimits(
            tx,
            abuseRules.booking(input, booker.ip, ctx.quotas),
            LIMIT_MESSAGES.booking,
          );
        }
        await recordAudit(tx, {
          actor: booker.kind === 'admin' ? { type: 'admin', id: booker.id } : { type: 'customer' },
          action: 'create',
          entity: 'booking',
          entityId: booking.id,
          after: {
            status: booking.status,
            bookingType: booking.bookingType,
            date: booking.selectedDate,
          },
        });
        await placement.audit?.(tx, booking);
        // A card booking's "received" waits for its advance (see docs/payments.md#webhook); a hold
        // awaiting its code sends the code, and staff hear of it once confirmed.
        if (hold?.code && ctx.verify) {
          await ctx.notifier.bookingAwaitingCode(tx, booking, hold.code, ctx.verify.minutes);
        } else if (!byCard) {
          await ctx.notifier.booking(tx, BOOKING_MOVES[placement.move].sends, booking);
        }
        return { row: booking, cancelHours: rules.settings.cancelHours };
      });
    } catch (error) {
      if (error instanceof TablesFull) {
        throw conflict(input, 'TABLES_FULL', BOOKING_MESSAGES.tablesFull);
      }
      if (!isUniqueViolation(error)) throw error;
      if (input.bookingType === 'Padel') {
        throw conflict(input, 'SLOT_TAKEN', BOOKING_MESSAGES.slotTaken);
      }
      if (attempt >= MAX_TABLE_ATTEMPTS) {
        throw conflict(input, 'TABLES_FULL', BOOKING_MESSAGES.tablesFull);
      }
    }
  }
}

/**
 * POST /api/create-booking: a customer's online booking, or a walk-in made on the public site
 * with a staff ticket or bearer token (see docs/bookings.md#walk-ins). Answers the caller's
 * answer and, for a card booking, the checkout's id, which the route keeps in the browser
 * (payments/checkout-cookie.ts).
 */
export async function createBooking(
  ctx: BookingContext,
  input: CreateBookingInput,
  caller: Caller,
): Promise<{ answer: CreateBookingResponse; checkoutId: string | undefined }> {
  const booker = await bookerOf(ctx, input.walkInTicket, caller);
  const byCard = input.paymentType === 'PayViaCard';
  if (byCard && (!ctx.checkout || input.bookingType !== 'Padel' || booker.kind === 'admin')) {
    throw refused('CARD_UNAVAILABLE', PAYMENT_MESSAGES.cardUnavailable, 'paymentType');
  }
  // Sources credit online bookings only: a walk-in never counts as a visit's booking (see
  // docs/sources.md#analytics).
  const found =
    booker.kind === 'customer' && input.sessionId
      ? await findVisitBySession(ctx.db, input.sessionId)
      : undefined;
  const { row, cancelHours } = await placeBooking(ctx, input, booker, {
    move: 'book',
    paymentType: byCard ? 'PayViaCard' : 'PayLater',
    paymentStatus: BOOKING_MOVES.book.payment.to,
    remainingPaymentType: null,
    visit:
      booker.kind === 'customer' && input.sessionId
        ? { sessionId: input.sessionId, sourceId: found?.id ?? null }
        : null,
  });
  const checkout =
    byCard && ctx.checkout ? await startBookingCheckout(ctx.db, ctx.checkout, row) : undefined;
  const checkoutUrl = checkout?.url;
  const answer: CreateBookingResponse = {
    status: 201,
    message: BOOKING_MESSAGES.created,
    accessToken: row.accessToken,
    booking: toCustomerBooking(
      { ...row, checkoutUrl: checkoutUrl ?? null },
      await openDeadline(ctx, row, cancelHours),
    ),
    ...(checkoutUrl ? { checkoutUrl } : {}),
  };
  return { answer, checkoutId: checkout?.id };
}

/**
 * POST /api/walk-ins (see docs/bookings.md#walk-ins): staff book a customer at the counter. The
 * booking is made `Booking Confirmed` and `in-person`, with what was paid, in one transaction; the
 * payment is audited as a recorded payment, so the detail screen can undo a wrong choice.
 */
export async function createWalkIn(
  ctx: BookingContext,
  input: WalkInInput,
  adminId: number,
): Promise<WalkInAnswer> {
  const paid = walkInPaymentState(input.payment);
  const { row } = await placeBooking(
    ctx,
    input,
    { kind: 'admin', id: adminId },
    {
      move: 'walk-in',
      paymentType: paid.paymentType,
      paymentStatus: paid.PaymentStatus,
      remainingPaymentType: paid.remaining_paymentType,
      visit: null,
      audit: async (tx, booking) => {
        if (paid.PaymentStatus === 'UnPaid') return;
        await recordAudit(tx, {
          actor: { type: 'admin', id: adminId },
          action: 'payment',
          entity: 'booking',
          entityId: booking.id,
          before: { PaymentStatus: 'UnPaid', remaining_paymentType: null, paymentType: 'PayLater' },
          after: paid,
        });
      },
    },
  );
  return { message: WALK_IN_REQUEST_MESSAGES.created, booking: toAdminBooking(row) };
}

export async function availability(ctx: BookingContext, date: string): Promise<Availability> {
  const now = venueNow(ctx.timeZone, ctx.now());
  const pastHours =
    date < now.date ? HOURS : date === now.date ? HOURS.filter((h) => h < now.hour) : [];
  const [courtHolds, tableCounts, totalTables, settings, closureRows] = await Promise.all([
    listCourtHolds(ctx.db, date),
    countTableHoldsByHour(ctx.db, date),
    readTotalTables(ctx.db),
    ctx.settings.current(),
    listClosuresOn(ctx.db, date),
  ]);
  const heldOn = (court: string) =>
    courtHolds
      .filter((hold) => hold.court === court)
      .map((hold) => hold.hour)
      .sort((a, b) => a - b)
      .map(slotLabel);
  const heldTables = new Map(tableCounts.map((row) => [row.hour, row.held]));
  const closures = closureRows.map(closureSpan);
  const open = (hour: number) => isOpenAt(settings.openingHours, date, hour);
  const closedOn = (court: (typeof COURTS)[number]) =>
    SLOT_LABELS.filter(
      (_, hour) => !open(hour) || closures.some((span) => closureCovers(span, court, date, hour)),
    );
  return {
    date,
    pastSlots: pastHours.map(slotLabel),
    padel: {
      [COURTS[0]]: heldOn(COURTS[0]),
      [COURTS[1]]: heldOn(COURTS[1]),
    } as Availability['padel'],
    table: {
      totalTables,
      fullSlots: SLOT_LABELS.filter((_, hour) => (heldTables.get(hour) ?? 0) >= totalTables),
    },
    closedSlots: {
      [COURTS[0]]: closedOn(COURTS[0]),
      [COURTS[1]]: closedOn(COURTS[1]),
      table: SLOT_LABELS.filter((_, hour) => !open(hour)),
    },
    padelPrices: HOURS.map((hour) => slotPrice(settings.prices, date, hour)),
  };
}

export async function bookingFields(db: Database, date: string): Promise<BookingFields> {
  const rows = await listBookingFields(db, date);
  return rows.map(({ slotHours, ...row }) => ({
    ...row,
    selectedSlots: slotHours.map(slotLabel),
  }));
}

/** Feedback from the customer (by access token, limited per client) or an admin (by id). */
/**
 * PATCH /api/feedback: the customer names their booking by its token, an admin by its id (the
 * route has required an admin token when no customer token came).
 */
export async function saveFeedback(
  db: Database,
  { token, id, feedback }: z.output<typeof feedbackRequestSchema>,
  caller: Caller,
) {
  const target: { token: string; ip: string } | { id: number; adminId: number } =
    token !== undefined ? { token, ip: caller.ip } : { id: id!, adminId: caller.adminId! };
  const row =
    'token' in target
      ? await findBookingByToken(db, target.token)
      : await findBookingById(db, target.id);
  if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
  await db.transaction(async (tx) => {
    if ('token' in target) {
      await consumeRateLimits(tx, abuseRules.feedback(target.ip), LIMIT_MESSAGES.feedback);
    }
    await setFeedback(tx, row.id, feedback);
    await recordAudit(tx, {
      actor: 'token' in target ? { type: 'customer' } : { type: 'admin', id: target.adminId },
      action: 'feedback',
      entity: 'booking',
      entityId: row.id,
      before: { feedback: row.feedback },
      after: { feedback },
    });
  });
  return { message: BOOKING_MESSAGES.feedbackSaved };
}
