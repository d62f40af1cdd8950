import {
  BOOKING_ACTION_MESSAGES,
  STAFF_ACTION_DONE,
  isBookingLive,
  phoneSearchDigits,
  venueNow,
  type AdminBooking,
  type NextBookingDate,
  type bookingExportPageQuerySchema,
  type bookingListQuerySchema,
  type bookingUpdateRequestSchema,
  type statusUpdateRequestSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { refundSoon } from '../payments/refunds.service';
import { refundAsked } from '../ledger/owe-back.service';
import { refundLinesOf } from '../ledger/refunds.repo';
import { refundLineOf } from '../ledger/refund-line.view';
import { bookingRefunds } from './payments/booking-refunds.service';
import { tellQueueOfFreeTable } from '../queue/queue.service';
import { applyTransition, feeAudit, lockForTransition } from './apply-transition.service';
import { changeBookingStatus, confirmBooking } from './booking-status.service';
import { toAdminBooking } from './booking.view';
import {
  deleteBooking,
  findBookingById,
  listBookingsForExportPage,
  listBookingsPage,
  lockBooking,
  nextBookingDate,
  updateBooking,
} from './bookings.repo';
import type { BookingContext } from './booking-context.service';

type ListQuery = z.output<typeof bookingListQuerySchema>;

export async function bookingList(
  ctx: BookingContext,
  date: string,
  query: ListQuery,
): Promise<{ bookings: AdminBooking[]; total: number }> {
  const { rows, total } = await listBookingsPage(ctx.db, {
    date,
    today: venueNow(ctx.timeZone, ctx.now()).date,
    search: query.search || undefined,
    searchDigits: query.search ? phoneSearchDigits(query.search) : undefined,
    status: query.status,
    type: query.type,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { bookings: rows.map(toAdminBooking), total };
}

/**
 * Where an empty day of the list points: the first later day with a booking (see
 * docs/screens.md#booking-list).
 */
export async function nextDayWithBookings(db: Database, date: string): Promise<NextBookingDate> {
  return { date: await nextBookingDate(db, date) };
}

/**
 * GET /api/bookings/{id} answers a list for the detail screen (see docs/api.md#calls): the booking,
 * as one card.
 */
export async function bookingDetail(db: Database, id: number): Promise<AdminBooking[]> {
  const row = await findBookingById(db, id);
  if (!row) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
  const refunds = await refundLinesOf(db, { bookingId: id });
  return [{ ...toAdminBooking(row), refunds: refunds.map(refundLineOf) }];
}

export async function updateBookingStatus(
  ctx: Pick<
    BookingContext,
    'db' | 'notifier' | 'till' | 'checkout' | 'now' | 'timeZone' | 'settings'
  >,
  id: number,
  body: z.output<typeof bookingUpdateRequestSchema>,
  user: { id: number; role: string },
) {
  const { arrivedMinutesBefore } = await ctx.settings.current();
  const { message, booking } = await changeBookingStatus(ctx.db, id, body.action, {
    adminId: user.id,
    cancelReason: body.cancelReason,
    // Staff's cancellation gives back what was paid, the way it came (docs/payments.md#refunds).
    refund: refundAsked(true, body, user.role),
    notifier: ctx.notifier,
    till: ctx.till,
    arrival: { now: ctx.now(), timeZone: ctx.timeZone, minutesBefore: arrivedMinutesBefore },
  });
  // A card advance given back goes to the provider now, not at the worker's next round.
  if (booking.refund?.status === 'due') refundSoon(ctx, bookingRefunds, [booking.id]);
  return { message, booking: toAdminBooking(booking) };
}

/**
 * Deletes a booking that nobody expects any more (see docs/bookings.md#delete): one the customer
 * still counts on is to be cancelled first, so that they are told (409).
 */
export async function removeBooking(
  { db, notifier, now, timeZone }: Pick<BookingContext, 'db' | 'notifier' | 'now' | 'timeZone'>,
  id: number,
  adminId: number,
) {
  await db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
    const live = {
      status: before.status,
      selectedDate: before.selectedDate,
      hours: before.slotHours,
    };
    if (isBookingLive(live, now(), timeZone)) {
      throw new ConflictError(BOOKING_ACTION_MESSAGES.cancelBeforeDelete, 'CANCEL_BEFORE_DELETE');
    }
    const row = (await deleteBooking(tx, id))!;
    // A café table that was still held is free again: the day's queue hears of it.
    if (row.bookingType === 'Table' && !row.disabled) {
      await tellQueueOfFreeTable(tx, notifier, row.selectedDate);
    }
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'delete',
      entity: 'booking',
      entityId: id,
      before: { status: row.status, customerName: row.customerName, date: row.selectedDate },
    });
  });
  return { message: BOOKING_ACTION_MESSAGES.deleted };
}

/**
 * POST /api/booking/{id}/undo-no-show (docs/bookings.md#no-show): staff say the customer did come;
 * the booking is marked arrived (409 unless it is a no-show).
 */
export async function undoNoShow(
  { db, till }: Pick<BookingContext, 'db' | 'till'>,
  id: number,
  adminId: number,
) {
  const booking = await db.transaction(async (tx) => {
    const before = await lockForTransition(tx, id, 'undo-no-show');
    const actor = { type: 'admin', id: adminId } as const;
    // They came: a fee recorded with the no-show is no longer owed, and one taken goes back in
    // the ledger (docs/bookings.md#fees).
    return applyTransition(
      tx,
      before,
      'undo-no-show',
      actor,
      { feeOwed: 0, feePaid: 0 },
      { audit: feeAudit, till },
    );
  });
  return { message: BOOKING_ACTION_MESSAGES.noShowUndone, booking: toAdminBooking(booking) };
}

/**
 * PATCH /api/update-Status (see docs/payments.md#recording-the-remainder): the detail screen's
 * Confirm, optionally with what was paid so far: the one confirm command, as the status action's.
 */
export async function confirmWithPayment(
  { db, notifier, till }: Pick<BookingContext, 'db' | 'notifier' | 'till'>,
  {
    id,
    PaymentStatus,
    remaining_paymentType,
    onlineMethod,
    reference,
  }: z.output<typeof statusUpdateRequestSchema>,
  adminId: number,
) {
  const payment =
    PaymentStatus === undefined
      ? undefined
      : { PaymentStatus, remaining_paymentType, onlineMethod, reference: reference || null };
  const booking = await db.transaction((tx) =>
    confirmBooking(tx, id, { adminId, notifier, till, payment }),
  );
  return { message: STAFF_ACTION_DONE.confirm, booking: toAdminBooking(booking) };
}

/**
 * Staff's private notes on a booking (see docs/bookings.md#customer-page), audited; the customer's
 * feedback stays.
 */
export async function saveStaffNotes(
  db: Database,
  id: number,
  staffNotes: string | null,
  adminId: number,
) {
  const booking = await db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
    const after = await updateBooking(tx, id, { staffNotes });
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'staff-notes',
      entity: 'booking',
      entityId: id,
      before: { staffNotes: before.staffNotes },
      after: { staffNotes: after.staffNotes },
    });
    return after;
  });
  return { message: BOOKING_ACTION_MESSAGES.staffNotesSaved, booking: toAdminBooking(booking) };
}

/**
 * GET /api/get-booking (see docs/bookings.md#export): one page of the export's bookings and how
 * many there are in all; bookings.xlsx streams them all.
 */
export async function exportPage(
  db: Database,
  query: z.output<typeof bookingExportPageQuerySchema>,
): Promise<{ bookings: AdminBooking[]; total: number }> {
  const { page, pageSize, ...range } = query;
  const { rows, total } = await listBookingsForExportPage(db, range, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { bookings: rows.map(toAdminBooking), total };
}
