import {
  CONTACT_CHECK_MESSAGES,
  type BlockedContact,
  type blockContactRequestSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { deleteBlock, findBlocked, insertBlock, listBlocked } from './contacts.repo';

/** Blocked phone numbers and e-mails (docs/security.md#calendar-fill), audited. */

/** A booking's contacts as blocks and trust name them: its phone and its e-mail (lower case). */
export const contactsOf = (booking: { phoneNumber: string; email: string }) =>
  [booking.phoneNumber, booking.email.toLowerCase()].filter((contact) => contact !== '');

export async function assertNotBlocked(db: Database, contacts: string[]): Promise<void> {
  if (await findBlocked(db, contacts)) {
    throw new ForbiddenError(CONTACT_CHECK_MESSAGES.blocked, 'CONTACT_BLOCKED');
  }
}

const toBlockedContact = (
  row: Awaited<ReturnType<typeof listBlocked>>[number],
): BlockedContact => ({
  id: row.id,
  contact: row.contact,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

export async function blockedContacts(db: Database): Promise<BlockedContact[]> {
  return (await listBlocked(db)).map(toBlockedContact);
}

/** The block on `contact` (a normalised phone or lower-case e-mail), if staff made one. */
export async function blockOf(db: Database, contact: string): Promise<BlockedContact | undefined> {
  const row = await findBlocked(db, [contact]);
  return row && toBlockedContact(row);
}

export async function blockContact(
  db: Database,
  input: z.output<typeof blockContactRequestSchema>,
  adminId: number,
): Promise<BlockedContact> {
  return db.transaction(async (tx) => {
    const row = await insertBlock(tx, {
      contact: input.contact,
      reason: input.reason || null,
      blockedBy: adminId,
    });
    if (!row) throw new ConflictError(CONTACT_CHECK_MESSAGES.alreadyBlocked, 'ALREADY_BLOCKED');
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'block',
      entity: 'contact',
      entityId: row.id,
      after: { contact: row.contact, reason: row.reason },
    });
    return toBlockedContact(row);
  });
}

export async function unblockContact(db: Database, id: number, adminId: number) {
  return db.transaction(async (tx) => {
    const row = await deleteBlock(tx, id);
    if (!row) throw new NotFoundError(CONTACT_CHECK_MESSAGES.blockNotFound);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'unblock',
      entity: 'contact',
      entityId: row.id,
      before: { contact: row.contact, reason: row.reason },
    });
    return { message: `${row.contact} may book online again.` };
  });
}
