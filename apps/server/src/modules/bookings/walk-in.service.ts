import {
  roleCan,
  staffCapability,
  WALK_IN_MESSAGES,
  WALK_IN_REQUEST_MESSAGES,
  deskPaymentOf,
  walkInPaymentState,
  type WalkInAnswer,
  type WalkInInput,
  type walkInTicketSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { LoginTokens } from '../auth/tokens.service';
import { findUserById } from '../users/users.repo';
import { markTicketSpent } from './walk-in-tickets.repo';
import type { BookingContext } from './booking-context.service';
import { toAdminBooking } from './booking.view';
import { placeBooking } from './place-booking.service';

/**
 * Walk-in tickets (see docs/bookings.md#walk-ins): the admin's Add New Booking link opens the
 * booking host, which has no login of its own, so the link carries a ticket; a booking made with it
 * is a walk-in.
 */
export async function issueWalkInTicket(
  db: Database,
  tokens: LoginTokens,
  adminId: number,
): Promise<z.infer<typeof walkInTicketSchema>> {
  // The admin guard has just read this admin: they exist.
  const user = (await findUserById(db, adminId))!;
  const { ticket, expiresAt } = await tokens.signWalkIn({
    id: user.id,
    tokenVersion: user.tokenVersion,
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** A ticket that may make a booking, and the admin it books for. */
export interface ValidWalkInTicket {
  adminId: number;
  ticketId: string;
  expiresAt: Date;
}

const invalidTicket = () => new UnauthorizedError(WALK_IN_MESSAGES.invalid, 'WALK_IN_INVALID');

/**
 * The owner or staff member a ticket was issued to, if they may still take walk-ins and kept the
 * same password. Whether it was spent is checked where it is spent, in the booking's transaction.
 */
export async function checkWalkInTicket(
  db: Database,
  tokens: LoginTokens,
  ticket: string,
): Promise<ValidWalkInTicket> {
  const subject = await tokens.verifyWalkIn(ticket);
  const user = subject ? await findUserById(db, subject.id) : undefined;
  if (
    !subject ||
    !user ||
    user.tokenVersion !== subject.tokenVersion ||
    !roleCan(user.role, staffCapability('walk-in'))
  ) {
    throw invalidTicket();
  }
  return { adminId: user.id, ticketId: subject.ticketId, expiresAt: subject.expiresAt };
}

/**
 * Spends the ticket in the transaction of the booking it makes (docs/bookings.md#walk-ins): a
 * ticket makes one booking. Of two bookings racing with one ticket, the second waits on the
 * first's row and then finds it: refused, and its booking rolls back. A booking refused for
 * another reason (a taken slot) rolls the spending back with it, so the ticket still works.
 */
export async function spendWalkInTicket(
  tx: Database,
  ticket: ValidWalkInTicket,
  now: Date,
): Promise<void> {
  if (!(await markTicketSpent(tx, ticket, now))) throw invalidTicket();
}

/**
 * POST /api/walk-ins (see docs/bookings.md#walk-ins): staff book a customer at the counter. The
 * booking is made `Booking Confirmed` and `in-person`, with what was paid and how, in one
 * transaction; the payment is audited as a recorded payment, so the detail screen can undo a wrong
 * choice.
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
      transition: 'walk-in',
      paymentType: paid.paymentType,
      paymentStatus: paid.PaymentStatus,
      remainingPaymentType: paid.remaining_paymentType,
      // Paid online: by the method staff picked, with its reference (docs/payments.md#paid-online).
      paidBy: deskPaymentOf(paid.paymentType, input),
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
