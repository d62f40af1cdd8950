import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CONFIRM_CODE_LENGTH,
  CONTACT_CHECK_MESSAGES,
  TRUSTED_CONTACT_DAYS,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { networkAllowances, type BookingQuotas } from '../../lib/abuse-limits';
import { ForbiddenError, TooManyRequestsError } from '../../lib/errors';
import {
  allTrusted,
  findBlocked,
  lockNetworkHolds,
  trustContacts,
  unconfirmedHoursIn,
} from './contact-checks.repo';

/**
 * The checks an online booking passes before it holds slots (docs/security.md#calendar-fill): its
 * contacts are not blocked; a hold awaiting its code (or an unpaid card advance) fits its
 * network's allowance; and whether it must wait for a code.
 */

/** Set when a message channel can reach customers; unset, online bookings need no code. */
export interface VerifySettings {
  minutes: number;
}

/** A booking's contacts as blocks and trust name them: its phone and its e-mail (lower case). */
export const contactsOf = (booking: { phoneNumber: string; email: string }) =>
  [booking.phoneNumber, booking.email.toLowerCase()].filter((contact) => contact !== '');

export async function assertNotBlocked(db: Database, contacts: string[]): Promise<void> {
  if (await findBlocked(db, contacts)) {
    throw new ForbiddenError(CONTACT_CHECK_MESSAGES.blocked, 'CONTACT_BLOCKED');
  }
}

/**
 * Refuses a hold that would take any network of the client past its allowance of unconfirmed
 * slot-hours: its /24 or /64, and the wider networks around it (an IPv4 /16; an IPv6 /56 and /48;
 * ADR 043). Holds are counted one request at a time per widest network (a transaction lock on
 * it), so racing requests cannot all read "room left", however many narrower networks they use.
 */
export async function assertUnconfirmedRoom(
  tx: Database,
  ip: string,
  hours: number,
  quotas: BookingQuotas,
): Promise<void> {
  const networks = networkAllowances(ip, quotas);
  await lockNetworkHolds(tx, networks.at(-1)!.key);
  const held = await unconfirmedHoursIn(
    tx,
    networks.map((network) => network.key),
  );
  if (networks.some((network) => held.get(network.key)! + hours > network.unconfirmedHours)) {
    throw new TooManyRequestsError(CONTACT_CHECK_MESSAGES.tooManyUnconfirmed, 60);
  }
}

/** Whether this booking's contacts must confirm it: verification is on and they are not trusted. */
export async function needsCode(
  db: Database,
  verify: VerifySettings | undefined,
  contacts: string[],
  now: Date,
): Promise<boolean> {
  return verify !== undefined && !(await allTrusted(db, contacts, now));
}

/** A fresh code, and the hash the booking keeps (the code itself is only in the message). */
export function newCode(): { code: string; hash: string } {
  const code = String(randomInt(0, 10 ** CONFIRM_CODE_LENGTH)).padStart(CONFIRM_CODE_LENGTH, '0');
  return { code, hash: hashCode(code) };
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function codeMatches(hash: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(hashCode(code), 'hex'));
}

export async function trustFor180Days(db: Database, contacts: string[], now: Date) {
  const until = new Date(now.getTime() + TRUSTED_CONTACT_DAYS * 24 * 60 * 60_000);
  await trustContacts(db, contacts, until);
}
