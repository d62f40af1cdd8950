import {
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  canPayByCard,
  offeredTransferMethods,
  PAYMENT_MESSAGES,
  TRANSFER_MESSAGES,
  type TransferMethod,
  type CreateBookingInput,
  type CreateBookingResponse,
} from '@padel/contracts';
import { findVisitBySession } from '../sources/sources.repo';
import { startBookingCheckout } from './payments/booking-checkout.service';
import type { Booker, BookingContext, Caller } from './booking-context.service';
import { refused } from './booking-refusals.rules';
import { toCustomerBooking } from './booking.view';
import { openDeadline } from './customer-cancel.service';
import { placeBooking } from './place-booking.service';
import { checkWalkInTicket, spendWalkInTicket, type ValidWalkInTicket } from './walk-in.service';

/**
 * A walk-in ticket names its admin (an invalid one answers 401) and is spent by the booking;
 * otherwise the bearer counts.
 */
async function bookerOf(
  ctx: BookingContext,
  walkInTicket: CreateBookingInput['walkInTicket'],
  caller: Caller,
): Promise<{ booker: Booker; ticket: ValidWalkInTicket | undefined }> {
  const ticket = walkInTicket
    ? await checkWalkInTicket(ctx.db, ctx.tokens, walkInTicket)
    : undefined;
  const adminId = ticket ? ticket.adminId : caller.adminId;
  const booker: Booker =
    adminId === undefined ? { kind: 'customer', ip: caller.ip } : { kind: 'admin', id: adminId };
  return { booker, ticket };
}

/**
 * The method an advance by transfer comes by (docs/payments.md#transfers): an online padel
 * booking only, by a method the venue offers; refused with 400 TRANSFER_UNAVAILABLE otherwise.
 */
async function chosenTransfer(
  ctx: BookingContext,
  input: CreateBookingInput,
  booker: Booker,
): Promise<TransferMethod | undefined> {
  if (input.paymentType !== 'PayViaOnline') return undefined;
  const method = input.transferMethod;
  if (!method)
    throw refused('TRANSFER_UNAVAILABLE', TRANSFER_MESSAGES.methodNeeded, 'transferMethod');
  const offered = offeredTransferMethods(await ctx.settings.current());
  if (booker.kind !== 'customer' || input.bookingType !== 'Padel' || !offered.includes(method)) {
    throw refused('TRANSFER_UNAVAILABLE', TRANSFER_MESSAGES.unavailable, 'paymentType');
  }
  return method;
}

/**
 * POST /api/create-booking: a customer's online booking, or a walk-in made on the public site
 * with a staff ticket or bearer token (see docs/bookings.md#walk-ins). Answers the caller's
 * answer and, for a card booking, the checkout's id, which the route keeps in the browser
 * (payments/checkout-cookie.service.ts).
 */
export async function createBooking(
  ctx: BookingContext,
  input: CreateBookingInput,
  caller: Caller,
): Promise<{ answer: CreateBookingResponse; checkoutId: string | undefined }> {
  const { booker, ticket } = await bookerOf(ctx, input.walkInTicket, caller);
  const byCard = input.paymentType === 'PayViaCard';
  const card = {
    cardPayments: ctx.checkout !== undefined,
    bookingType: input.bookingType,
    walkIn: booker.kind === 'admin',
  };
  if (byCard && !canPayByCard(card)) {
    throw refused('CARD_UNAVAILABLE', PAYMENT_MESSAGES.cardUnavailable, 'paymentType');
  }
  const transferMethod = await chosenTransfer(ctx, input, booker);
  // Sources credit online bookings only: a walk-in never counts as a visit's booking (see
  // docs/sources.md#analytics).
  const found =
    booker.kind === 'customer' && input.sessionId
      ? await findVisitBySession(ctx.db, input.sessionId)
      : undefined;
  const { row, cancelHours } = await placeBooking(ctx, input, booker, {
    transition: 'book',
    paymentType: byCard ? 'PayViaCard' : transferMethod ? 'PayViaOnline' : 'PayLater',
    ...(transferMethod ? { transferMethod } : {}),
    paymentStatus: BOOKING_TRANSITIONS.book.payment.to,
    remainingPaymentType: null,
    visit:
      booker.kind === 'customer' && input.sessionId
        ? { sessionId: input.sessionId, sourceId: found?.id ?? null }
        : null,
    // The ticket is spent by this booking, in its transaction (docs/bookings.md#walk-ins).
    ...(ticket ? { audit: (tx) => spendWalkInTicket(tx, ticket, ctx.now()) } : {}),
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
