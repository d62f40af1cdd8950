import { addDays, roleCan, SERIES_LIMITS, venueNow, type Attention } from '@padel/contracts';
import type { BookingContext } from '../bookings/booking-context.service';
import { holdBudgetDay } from '../bookings/hold-budget.service';
import { waitingApprovalCount } from '../approvals/approvals.repo';
import { refundsDueCount } from '../refunds/refunds.repo';
import { countAllTransfersToCheck } from '../transfers/transfers.service';
import { pendingBookingsByDate, pendingOrderCount, seriesEndingCount } from './attention.repo';

/**
 * What waits for staff (docs/screens.md#attention-counts): online bookings pending per date from today
 * on, café orders not yet sent, and booking series ending within SERIES_LIMITS.renewalNoticeDays
 * (docs/bookings.md#series), and for the owner staff's requests waiting for an answer
 * (docs/prices.md#owner-prices), and the refunds due. It reads bookings and orders, so it sits above both.
 */
export async function attention(
  ctx: Pick<BookingContext, 'db' | 'settings' | 'checkout' | 'quotas' | 'timeZone' | 'now'>,
  role: string,
): Promise<Attention> {
  const { db } = ctx;
  const today = venueNow(ctx.timeZone, ctx.now()).date;
  const [
    pendingBookings,
    pendingOrders,
    seriesEndingSoon,
    approvalsWaiting,
    refundsDue,
    transfersToCheck,
    holdBudget,
  ] = await Promise.all([
    pendingBookingsByDate(db, today),
    pendingOrderCount(db),
    seriesEndingCount(db, today, addDays(today, SERIES_LIMITS.renewalNoticeDays)),
    // Only the owner can answer staff's requests (docs/prices.md#owner-prices).
    roleCan(role, 'owner-prices') ? waitingApprovalCount(db) : 0,
    // Every refund due waits until it is done (docs/payments.md#refunds-to-follow).
    refundsDueCount(db),
    // Advances by transfer waiting for staff (docs/payments.md#transfers).
    countAllTransfersToCheck(db),
    // Strangers' holds filled today's budget (docs/security.md#calendar-fill).
    holdBudgetDay(ctx, today),
  ]);
  return {
    pendingBookings,
    pendingOrders,
    seriesEndingSoon,
    approvalsWaiting,
    refundsDue,
    transfersToCheck,
    onlineHoldsFull: holdBudget.full,
  };
}
