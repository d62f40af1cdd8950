import { PAYMENT_MESSAGES, type CheckoutStatus } from '@padel/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, orders } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

/**
 * GET /api/payments/checkout/{sessionId}: whether a checkout is paid yet, for the result pages
 * (see docs/payments.md#result-pages). A booking's access token goes only to the browser that
 * started the checkout (`startedHere`); anyone else holding the id learns its status alone.
 */
export async function checkoutStatus(
  db: Database,
  sessionId: string,
  startedHere: boolean,
): Promise<CheckoutStatus> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.checkoutSessionId, sessionId));
  if (booking) {
    const status =
      booking.cardPaidAt !== null
        ? 'paid'
        : booking.status === 'Booking Cancelled'
          ? 'expired'
          : 'pending';
    return {
      kind: 'booking',
      status,
      ...(startedHere ? { accessToken: booking.accessToken } : {}),
    };
  }
  const [order] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
  if (!order) throw new NotFoundError(PAYMENT_MESSAGES.checkoutNotFound);
  return {
    kind: 'order',
    status:
      order.paymentStatus === 'paid'
        ? 'paid'
        : order.status === 'Awaiting payment'
          ? 'pending'
          : 'expired',
    // An order's number is no key to anything: customers have no order page.
    orderId: order.id,
  };
}
