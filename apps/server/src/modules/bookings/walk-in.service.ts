import {
  roleCan,
  staffCapability,
  WALK_IN_MESSAGES,
  type walkInTicketSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../lib/errors';
import type { LoginTokens } from '../auth/tokens';
import { findUserById } from '../users/users.repo';

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

/**
 * The owner or staff member a ticket was issued to, if they may still take walk-ins and kept the
 * same password.
 */
export async function adminOfWalkInTicket(
  db: Database,
  tokens: LoginTokens,
  ticket: string,
): Promise<number> {
  const subject = await tokens.verifyWalkIn(ticket);
  const user = subject ? await findUserById(db, subject.id) : undefined;
  if (
    !subject ||
    !user ||
    user.tokenVersion !== subject.tokenVersion ||
    !roleCan(user.role, staffCapability('walk-in'))
  ) {
    throw new UnauthorizedError(WALK_IN_MESSAGES.invalid, 'WALK_IN_INVALID');
  }
  return user.id;
}
