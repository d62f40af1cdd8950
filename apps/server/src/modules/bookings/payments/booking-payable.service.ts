import {
  advanceOf,
  BOOKING_TRANSITIONS,
  canMakePayment,
  isAllowedFrom,
  PAYMENT_MESSAGES,
  type CheckoutStatus,
} from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { currentTime } from '../../../lib/clock';
import { oweBack } from '../../ledger/owe-back.service';
import type { Till } from '../../ledger/till.service';
import type { Notifier } from '../../notifications/notifier.service';
import type { Payable } from '../../payments/payables.types';
import type { CheckoutState } from '../../payments/payment-provider.adapter';
import {
  findBookingByCheckout,
  lockBookingByCheckout,
  overdueBookingCheckouts,
} from './booking-payments.repo';
import { bookingRefunds } from './booking-refunds.service';
import { applyTransition, mayApply } from '../apply-transition.service';
import type { BookingRow } from '../bookings.repo';
import { cancelBooking } from '../cancel-booking.service';

/**
 * Cancels a booking whose card advance never came, with "Payment not completed": its slots are
 * free at once (a café table goes to the queue) and, when `notifier` is given, its customer is
 * told. Also used when no checkout could be opened (booking-checkout.service.ts).
 */
export async function cancelUnpaid(tx: Database, booking: BookingRow, notifier?: Notifier) {
  await cancelBooking(tx, booking, {
    transition: 'payment-not-completed',
    reason: PAYMENT_MESSAGES.notCompleted,
    actor: { type: 'system' },
    notifier,
  });
}

/**
 * A booking's advance is paid: it is recorded (50%Paid, PayViaCard, the amount, when, the
 * provider's reference) and its customer and staff get the "booking received" they waited for.
 * The provider's amount counts only for what the checkout asked (docs/payments.md#amount-asked):
 * less is recorded as it came and the booking keeps owing, for staff to check; more pays the
 * advance and the excess is owed back to the card. A booking cancelled meanwhile (its hold ended
 * first) keeps its cancellation; the money it received is recorded and refunded.
 */
async function recordAdvance(
  tx: Database,
  { notifier, till }: { notifier: Notifier; till: Till },
  booking: BookingRow,
  checkout: CheckoutState,
  log: FastifyBaseLogger,
) {
  if (booking.cardPaidAt !== null) return;
  const paidAmount = checkout.amountPaid;
  // The money came in, whatever becomes of the booking: one ledger row (docs/till.md#ledger).
  await till.record(tx, {
    bookingId: booking.id,
    seriesId: booking.seriesId,
    kind: 'advance',
    method: 'card-online',
    amount: paidAmount,
    reference: checkout.paymentReference,
    actor: { type: 'system' },
  });
  const payment = {
    cardPaymentAmount: paidAmount,
    cardPaidAt: currentTime(),
    cardPaymentReference: checkout.paymentReference,
    checkoutUrl: null,
  };
  const asked = booking.checkoutAmount ?? advanceOf(booking.amount);
  const audit = (before: BookingRow, after: BookingRow) => ({
    before: { PaymentStatus: before.paymentStatus },
    after: { PaymentStatus: after.paymentStatus, amount: paidAmount, asked },
  });
  const system = { type: 'system' } as const;
  const owner = {
    bookingId: booking.id,
    seriesId: booking.seriesId,
    checkoutId: booking.checkoutSessionId,
  };
  if (!mayApply('card-advance', booking)) {
    // Money for a booking that no longer stands goes back, to the card (docs/payments.md#refunds).
    await oweBack(tx, owner, { policy: true }, currentTime());
    await applyTransition(tx, booking, 'card-advance-refund', system, payment, { audit });
    log.warn(
      { bookingId: booking.id },
      'a card advance arrived for a booking that no longer takes it; refunding it',
    );
    return;
  }
  if (paidAmount < asked) {
    // Staff decide what becomes of it: its hold no longer lapses on its own (docs/security.md#calendar-fill).
    const short = { ...payment, secureBy: null };
    await applyTransition(tx, booking, 'card-advance-short', system, short, { audit });
    log.warn({ bookingId: booking.id, paidAmount, asked }, 'a card advance paid less than asked');
    return;
  }
  const paid = {
    ...payment,
    paymentStatus: BOOKING_TRANSITIONS['card-advance'].payment.to,
    paymentType: 'PayViaCard' as const,
  };
  await applyTransition(tx, booking, 'card-advance', system, paid, { notifier, audit });
  if (paidAmount > asked) {
    await oweBack(
      tx,
      owner,
      {
        policy: false,
        parts: [{ method: 'card-online', amount: paidAmount - asked }],
        reason: PAYMENT_MESSAGES.paidMoreThanAsked,
        mayOverride: true,
      },
      currentTime(),
    );
    log.warn({ bookingId: booking.id, paidAmount, asked }, 'a card advance paid more than asked');
  }
}

/** What the result page may say of a booking's checkout. */
function bookingCheckoutStatus(booking: BookingRow, startedHere: boolean): CheckoutStatus {
  const status =
    booking.cardPaidAt !== null
      ? 'paid'
      : booking.status === 'Booking Cancelled'
        ? 'expired'
        : 'pending';
  return { kind: 'booking', status, ...(startedHere ? { accessToken: booking.accessToken } : {}) };
}

/**
 * Bookings as something paid for by card (docs/payments.md#card-payments): the advance, the hold
 * it keeps, and its refund. Registered with the payments module by the booking routes.
 */
export function bookingPayable(notifier: Notifier, till: Till): Payable {
  return {
    ...bookingRefunds,
    async paid(tx, checkout, log) {
      const booking = await lockBookingByCheckout(tx, checkout.id);
      if (!booking) return false;
      await recordAdvance(tx, { notifier, till }, booking, checkout, log);
      return true;
    },
    async expired(tx, checkout) {
      const booking = await lockBookingByCheckout(tx, checkout.id);
      if (!booking) return false;
      // The checkout ended unpaid: the booking waiting for it is cancelled, its slots free at once
      // (a freed café table goes to the queue), and its customer told.
      // Only while the advance is still awaited (the card-advance move could still be made).
      const awaited = canMakePayment('card-advance', {
        ...booking,
        PaymentStatus: booking.paymentStatus,
      });
      if (isAllowedFrom('payment-not-completed', booking.status) && awaited) {
        await cancelUnpaid(tx, booking, notifier);
      }
      return true;
    },
    overdueCheckouts: overdueBookingCheckouts,
    async checkoutStatus(db, checkoutId, startedHere) {
      const booking = await findBookingByCheckout(db, checkoutId);
      return booking && bookingCheckoutStatus(booking, startedHere);
    },
  };
}
