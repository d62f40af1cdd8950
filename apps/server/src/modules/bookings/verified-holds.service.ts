import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CONFIRM_CODE_LENGTH,
  HOLD_BUDGET_MESSAGES,
  NETWORK_BUSY,
  TRUSTED_CONTACT_DAYS,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { networkAllowances, type BookingQuotas } from '../../lib/abuse-limits';
import { TooManyRequestsError } from '../../lib/errors';
import {
  allProven,
  allTrusted,
  anyTrusted,
  proveContacts,
  trustContacts,
} from '../contacts/contacts.repo';
import { lockNetworkHolds, unconfirmedHoursIn } from './verified-holds.repo';

/**
 * The checks an online booking passes before it holds slots (docs/security.md#calendar-fill), after
 * its contacts' blocks (contacts/contact-blocks.service.ts): a hold awaiting its code (or an unpaid card advance) fits its
 * network's allowance; and whether it must wait for a code.
 */

/** Set when a message channel can reach customers; unset, online bookings need no code. */
export interface VerifySettings {
  minutes: number;
  /** Which channels carry codes (real SMTP, WhatsApp): each gets its own (`newHoldCodes`). */
  channels: { email: boolean; whatsapp: boolean };
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
  /** Card payments are on: the refusal offers the card, which this allowance does not hold. */
  cardPayments: boolean,
): Promise<void> {
  const networks = networkAllowances(ip, quotas);
  await lockNetworkHolds(tx, networks.at(-1)!.key);
  const held = await unconfirmedHoursIn(
    tx,
    networks.map((network) => network.key),
  );
  if (networks.some((network) => held.get(network.key)! + hours > network.unconfirmedHours)) {
    throw new TooManyRequestsError(
      HOLD_BUDGET_MESSAGES.networkBusy(cardPayments),
      60,
      NETWORK_BUSY,
    );
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

/**
 * The codes of a hold (ADR 044): the e-mail's and WhatsApp's differ when both channels carry one,
 * so the code entered tells which channel it came by; with one channel there is one code. The
 * phone's hash is kept apart, so entering its code proves the phone.
 */
export function newHoldCodes(verify: VerifySettings) {
  const { email: byEmail, whatsapp: byWhatsapp } = verify.channels;
  const email = newCode();
  let phone = email;
  while (byEmail && byWhatsapp && phone.code === email.code) phone = newCode();
  return {
    email: email.code,
    phone: phone.code,
    // With e-mail alone no code proves the phone.
    hashes: { confirmCodeHash: email.hash, confirmPhoneCodeHash: byWhatsapp ? phone.hash : null },
  };
}

export type HoldCodes = ReturnType<typeof newHoldCodes>;

/**
 * Which of a hold's codes `code` is: the WhatsApp one proves the phone (it is checked first: with
 * WhatsApp alone both hashes are the same code, which only WhatsApp carried), the e-mail one
 * proves only a mailbox.
 */
export function matchedChannel(
  hashes: { confirmCodeHash: string; confirmPhoneCodeHash: string | null },
  code: string,
): 'whatsapp' | 'email' | undefined {
  if (hashes.confirmPhoneCodeHash && codeMatches(hashes.confirmPhoneCodeHash, code)) {
    return 'whatsapp';
  }
  return codeMatches(hashes.confirmCodeHash, code) ? 'email' : undefined;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function codeMatches(hash: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(hashCode(code), 'hex'));
}

/**
 * Trusts the contacts for 180 days; a code that came by WhatsApp also proves them for as long
 * (ADR 044), an e-mail code leaves what was proven as it was.
 */
export async function trustFor180Days(
  db: Database,
  contacts: string[],
  now: Date,
  channel: 'whatsapp' | 'email' = 'email',
) {
  const until = new Date(now.getTime() + TRUSTED_CONTACT_DAYS * 24 * 60 * 60_000);
  await trustContacts(db, contacts, until);
  if (channel === 'whatsapp') await proveContacts(db, contacts, until);
}

/**
 * Whether every one of the booking's contacts was proven together over WhatsApp and still is:
 * its phone and its e-mail, so a stranger who knows a regular's phone and confirms at their own
 * mailbox is not proven (ADR 044).
 */
export const contactsProven = (db: Database, contacts: string[], now: Date) =>
  allProven(db, contacts, now);

/** Whether any of the booking's contacts confirmed a booking before and is still trusted (ADR 070). */
export const contactsMetBefore = (db: Database, contacts: string[], now: Date) =>
  anyTrusted(db, contacts, now);
