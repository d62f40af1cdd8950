import { randomBytes } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  slotHour,
  TRANSFER_RECEIPT_MINUTES,
  transferHoldUntil,
  venueInstant,
  type BookingRequestValue,
  type CreateBookingInput,
  type DeskPayment,
  type PaymentStatus,
  type PaymentType,
  type RemainingPaymentType,
  type TransferMethod,
  type VenueSettings,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import {
  abuseRules,
  LIMIT_MESSAGES,
  networkKey,
  networkLevels,
  plainAddress,
} from '../../lib/abuse-limits';
import { BadRequestError, isUniqueViolation } from '../../lib/errors';
import { shareNetworks } from '../../lib/network-shares';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { recordAudit } from '../audit/audit.repo';
import { assertNotBlocked, contactsOf } from '../contacts/contact-blocks.service';
import type { Booker, BookingContext } from './booking-context.service';
import {
  conflictRefusal,
  done,
  refuse,
  TablesFull,
  unwrap,
  type Attempt,
} from './booking-refusals.rules';
import { findBookingById, insertBooking, type BookingRow, type NewBooking } from './bookings.repo';
import type { MovementRow } from '../ledger/ledger.repo';
import { quoteForPhone } from './padel-quote.service';
import { assertNotKeptForRegular } from './series/series-first-refusal.rules';
import { isKnownCustomer } from './hold-budget.repo';
import { assertHoldBudget, type DayRules } from './hold-budget.rules';
import { recordPaidWhenMade } from './payments/booking-ledger.service';
import { holdSlots } from './slot-holds.repo';
import { pastRefusal, venueRefusal } from './venue.rules';
import {
  assertUnconfirmedRoom,
  contactsMetBefore,
  contactsProven,
  needsCode,
  newHoldCodes,
} from './verified-holds.service';

/**
 * The server's own price of the booking (docs/prices.md#quotes), a member's at the member price;
 * an amount from the client that differs from it is refused, never charged silently (see
 * docs/prices.md#server-computes): every screen shows the server's quote for the phone, so what
 * it sends is what is charged.
 */
async function priceFor(
  tx: Database,
  input: BookingRequestValue,
  hours: number[],
  settings: VenueSettings,
  fixedAmount: number | undefined,
) {
  if (input.bookingType === 'Table') return { amount: 0, unitAmount: null, lines: [] };
  if (fixedAmount !== undefined) return fixedPrice(fixedAmount, hours.length);
  const quote = await quoteForPhone(tx, settings, input.selectedDate, hours, input.phoneNumber);
  const sent = (amount: number | null, expected: number | null) =>
    amount === null || expected === null || amount === expected;
  if (!sent(input.amount, quote.total) || !sent(input.unit_amount, quote.unitAmount)) {
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
 * A price staff agreed for the booking (a series' fixed price, docs/bookings.md#series): one line
 * per hour when it divides evenly, else one line for the whole, so Qty x Unit Price = Total holds.
 */
function fixedPrice(amount: number, hours: number) {
  const even = amount % hours === 0;
  const unitPrice = even ? amount / hours : amount;
  const quantity = even ? hours : 1;
  return {
    amount,
    unitAmount: even ? unitPrice : null,
    lines: [{ unitPrice, quantity, total: amount }],
  };
}

/**
 * Where an online booking comes from, and the room it needs (docs/security.md#calendar-fill,
 * ADR 044). A booking whose contacts were proven together over WhatsApp needs none. Any other
 * padel booking needs room in the day's budget of unverified holds (a card checkout in the whole
 * budget, anything else in what the card reserve leaves); a hold awaiting its code also needs room
 * in its network's allowance. A card checkout does not: customers behind one shared address
 * whose allowance strangers filled still book by paying, and the day's budget bounds checkouts.
 * Where the customer can secure it (a message channel or card payments), a booking in the budget
 * keeps its slots for `unsecuredHoldMinutes` only (`secureBy`, unsecured-expiry.job.ts).
 */
async function onlineHold(
  ctx: BookingContext,
  tx: Database,
  booker: { ip: string },
  input: Pick<BookingRequestValue, 'bookingType' | 'selectedDate' | 'phoneNumber' | 'email'>,
  hours: number[],
  advance: { byCard: boolean; byTransfer: boolean },
  rules: DayRules,
) {
  const now = ctx.now();
  // An advance by transfer is held as a card checkout is (docs/payments.md#transfers): no code
  // (staff check the receipt), in the whole budget, and for its own time only.
  const byCard = advance.byCard || advance.byTransfer;
  const contacts = contactsOf(input);
  const phoneProven = await contactsProven(tx, contacts, now);
  const awaitingCode = !phoneProven && !byCard && (await needsCode(tx, ctx.verify, contacts, now));
  // A customer the venue knows (a booking of theirs arrived or was paid) is never held back by
  // strangers: outside the day's budget (ADR 067).
  const padel = input.bookingType === 'Padel';
  const known =
    !phoneProven && (await isKnownCustomer(tx, input.phoneNumber ?? '', input.email ?? ''));
  const knownCustomer = padel && known;
  // A customer the venue has met (known, or a phone or e-mail that confirmed before) books from
  // any network: strangers sharing its address hold nothing back (ADR 070).
  const returning = phoneProven || known || (await contactsMetBefore(tx, contacts, now));
  // A transfer waits for staff as a code waits for the customer: under the same network caps
  // (issue 43, ADR 068).
  if ((awaitingCode || advance.byTransfer) && !returning) {
    await assertUnconfirmedRoom(
      tx,
      booker.ip,
      hours.length,
      ctx.quotas,
      ctx.checkout !== undefined,
    );
  }
  const inBudget = padel && !phoneProven && !knownCustomer;
  const networks = networkLevels(booker.ip);
  if (inBudget) {
    const card = {
      byCard,
      cardPayments: ctx.checkout !== undefined || advance.byTransfer,
      checkout: advance.byCard,
    };
    await assertHoldBudget(tx, input.selectedDate, hours.length, rules, card, {
      keys: returning ? [] : shareNetworks(booker.ip),
      shares: ctx.quotas.holdShares,
    });
  }
  // A card checkout lapses with its own hold (CARD_HOLD_MINUTES); anything else in the budget
  // keeps its slots this long unless it is secured.
  const secureMinutes = inBudget && !byCard ? ctx.unsecuredHoldMinutes : undefined;
  const origin = {
    clientAddress: plainAddress(booker.ip),
    clientNetwork: networkKey(booker.ip),
    clientNetworks: networks.map((network) => network.key),
    phoneProven,
    knownCustomer,
    secureBy: secureMinutes === undefined ? null : new Date(now.getTime() + secureMinutes * 60_000),
    // Half an hour for the receipt to come; the receipt keeps it for the whole hold.
    transferBy: advance.byTransfer
      ? transferHoldUntil(
          now,
          Math.min(TRANSFER_RECEIPT_MINUTES, ctx.transferHoldMinutes),
          venueInstant(input.selectedDate, Math.min(...hours), ctx.timeZone),
        )
      : null,
  };
  if (!awaitingCode || !ctx.verify) return { columns: origin, codes: undefined, returning };
  const codes = newHoldCodes(ctx.verify);
  const confirmBy = new Date(now.getTime() + ctx.verify.minutes * 60_000);
  return { columns: { ...origin, confirmBy, ...codes.hashes }, codes, returning };
}

/** A table booking may lose a race for a table number; it then tries the next free one. */
const MAX_TABLE_ATTEMPTS = 25;

/**
 * How a booking starts: an online one `Pending` and unpaid (or awaiting its card advance), a
 * walk-in as staff enter it (see docs/bookings.md#walk-ins). `audit` writes what else the
 * booking's creation records, in its transaction.
 */
export interface Placement {
  /** Its transition in the booking lifecycle: the status it starts in and the message it sends. */
  transition: 'book' | 'walk-in' | 'series';
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  remainingPaymentType: RemainingPaymentType | null;
  /** The visit the customer's browser session came from (online bookings only). */
  visit: { sessionId: string; sourceId: number | null } | null;
  /** The series the booking is one date of (docs/bookings.md#series). */
  seriesId?: number;
  /** A price staff agreed instead of the venue's prices (a series' fixed price). */
  fixedAmount?: number;
  /** An online booking whose advance comes by transfer (docs/payments.md#transfers). */
  transferMethod?: TransferMethod;
  /**
   * Staff's booking made paid (a walk-in, a series date): how the money came and its reference
   * (docs/payments.md#paid-online); `sameCreditAs` the row of an earlier date of the series that
   * one transfer paid with it.
   */
  paidBy?: DeskPayment;
  sameCreditAs?: MovementRow;
  audit?: (tx: Database, row: BookingRow) => Promise<void>;
}

type PlacedInput = BookingRequestValue & { paymentType?: CreateBookingInput['paymentType'] };

/** The booking's row as placed: the customer's request, the server's price, how it starts. */
function newBookingRow(
  input: PlacedInput,
  hours: number[],
  booker: Booker,
  placement: Placement,
  price: Awaited<ReturnType<typeof priceFor>>,
): NewBooking {
  return {
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
    status: BOOKING_TRANSITIONS[placement.transition].to,
    bookingSource: booker.kind === 'admin' ? 'in-person' : 'online',
    paymentType: placement.paymentType,
    paymentStatus: placement.paymentStatus,
    remainingPaymentType: placement.remainingPaymentType,
    accessToken: randomBytes(24).toString('base64url'),
    sessionId: placement.visit?.sessionId ?? null,
    redirectionSourceId: placement.visit?.sourceId ?? null,
    seriesId: placement.seriesId ?? null,
    transferMethod: placement.transferMethod ?? null,
  };
}

/**
 * What a placed booking records beside its row: a customer's quota hit, its money, its audit.
 * Answers the ledger's row of the money taken, if any.
 */
async function recordPlacement(
  ctx: BookingContext,
  tx: Database,
  input: PlacedInput,
  booker: Booker,
  placement: Placement,
  booking: BookingRow,
  customer: { returning: boolean },
): Promise<MovementRow | undefined> {
  if (booker.kind === 'customer') {
    // Last, and inside the transaction: only a booking that is made counts.
    await consumeRateLimits(
      tx,
      abuseRules.booking(input, booker.ip, ctx.quotas, customer),
      LIMIT_MESSAGES.booking,
      ctx.now().getTime(),
    );
  }
  // Paid when made (a walk-in, a series paid up front): the money is in the ledger at once.
  let taken: MovementRow | undefined;
  if (booker.kind === 'admin' && booking.paymentStatus !== 'UnPaid') {
    if (!placement.paidBy) throw new Error('A booking made paid needs how it was paid');
    taken = await recordPaidWhenMade(
      tx,
      ctx.till,
      booking,
      { type: 'admin', id: booker.id },
      placement.paidBy,
      placement.sameCreditAs,
    );
  }
  await recordAudit(tx, {
    actor: booker.kind === 'admin' ? { type: 'admin', id: booker.id } : { type: 'customer' },
    action: 'create',
    entity: 'booking',
    entityId: booking.id,
    after: { status: booking.status, bookingType: booking.bookingType, date: booking.selectedDate },
  });
  await placement.audit?.(tx, booking);
  return taken;
}

/**
 * The placed booking's message: a hold awaiting its code sends the code (staff hear of it once
 * confirmed); a card booking's "received" waits for its advance (docs/payments.md#webhook); a
 * series' date sends nothing, as the series sends one message for all its dates.
 */
async function sendPlacementMessage(
  ctx: BookingContext,
  tx: Database,
  booking: BookingRow,
  placement: Placement,
  hold: Awaited<ReturnType<typeof onlineHold>> | undefined,
  byCard: boolean,
): Promise<void> {
  if (hold?.codes && ctx.verify) {
    await ctx.notifier.bookingAwaitingCode(tx, booking, hold.codes, ctx.verify.minutes);
    return;
  }
  const sends = BOOKING_TRANSITIONS[placement.transition].sends;
  if (!byCard && sends) await ctx.notifier.booking(tx, sends, booking);
}

/** A placed booking, and the venue's cancellation notice for its message. */
export interface Placed {
  row: BookingRow;
  cancelHours: number;
  /** The ledger's row of what staff took with it (a walk-in, a series date paid up front). */
  taken?: MovementRow;
}

/**
 * One attempt at writing a booking in one transaction, read top to bottom (docs/bookings.md#holds):
 * the venue's rules for the day (a refusal, before anything is written) and a regular's first
 * refusal; the server's price; an online hold's room and code; the row and its slots; its quota
 * hit and audit; its message. A held slot fails it with a unique violation, a full café hour with
 * TablesFull.
 */
function writeBooking(
  ctx: BookingContext,
  input: PlacedInput,
  hours: number[],
  booker: Booker,
  placement: Placement,
): Promise<Attempt<Placed>> {
  const online = booker.kind === 'customer';
  const byCard = online && placement.paymentType === 'PayViaCard';
  const byTransfer = online && placement.transferMethod !== undefined;
  return ctx.db.transaction(async (tx) => {
    const rules = await ctx.settings.forBooking(tx, input.selectedDate);
    const venue = venueRefusal(ctx, input, hours, booker, rules);
    if (venue) return refuse(venue);
    if (online) await assertNotKeptForRegular(ctx, tx, input, hours);
    const price = await priceFor(tx, input, hours, rules.settings, placement.fixedAmount);
    const hold = online
      ? await onlineHold(ctx, tx, booker, input, hours, { byCard, byTransfer }, rules)
      : undefined;
    const booking = await insertBooking(tx, {
      ...newBookingRow(input, hours, booker, placement, price),
      ...hold?.columns,
    });
    if (!(await holdSlots(tx, booking.id, input, hours))) throw new TablesFull();
    const taken = await recordPlacement(ctx, tx, input, booker, placement, booking, {
      returning: hold?.returning ?? false,
    });
    // Money taken: the row as read now holds the ledger's paid and how (docs/payments.md#one-reading).
    const row = taken ? ((await findBookingById(tx, booking.id)) ?? booking) : booking;
    await sendPlacementMessage(ctx, tx, row, placement, hold, byCard);
    return done({ row, cancelHours: rules.settings.cancelHours, taken });
  });
}

/**
 * Tries to place a booking (see docs/bookings.md#holds): not in the past, nor from a blocked
 * contact (customers), then written in one transaction. Refused as a value, when nothing was
 * written: a past date or hour (400), a venue rule (400), a held slot (409 SLOT_TAKEN), a café
 * hour without a free table (409 TABLES_FULL, after trying the next free table a few times). A
 * series books its dates so and skips the refused ones (docs/bookings.md#series).
 */
export async function tryPlaceBooking(
  ctx: BookingContext,
  input: PlacedInput,
  booker: Booker,
  placement: Placement,
): Promise<Attempt<Placed>> {
  const hours = input.selectedSlots.map((label) => slotHour(label)!).sort((a, b) => a - b);
  const past = pastRefusal(ctx, input.selectedDate, hours);
  if (past) return refuse(past);
  if (booker.kind === 'customer') await assertNotBlocked(ctx.db, contactsOf(input));

  for (let attempt = 1; ; attempt++) {
    try {
      return await writeBooking(ctx, input, hours, booker, placement);
    } catch (error) {
      if (error instanceof TablesFull) {
        return refuse(conflictRefusal(input, 'TABLES_FULL', BOOKING_MESSAGES.tablesFull));
      }
      if (!isUniqueViolation(error)) throw error;
      if (input.bookingType === 'Padel') {
        return refuse(conflictRefusal(input, 'SLOT_TAKEN', BOOKING_MESSAGES.slotTaken));
      }
      if (attempt >= MAX_TABLE_ATTEMPTS) {
        return refuse(conflictRefusal(input, 'TABLES_FULL', BOOKING_MESSAGES.tablesFull));
      }
    }
  }
}

/** Places one booking: `tryPlaceBooking`, its refusal thrown as its 400 or 409. */
export async function placeBooking(
  ctx: BookingContext,
  input: PlacedInput,
  booker: Booker,
  placement: Placement,
): Promise<Placed> {
  return unwrap(await tryPlaceBooking(ctx, input, booker, placement));
}
