import type { Database } from '../../src/db/client';
import { trustContacts } from '../../src/modules/contacts/contacts.repo';

/**
 * Phone numbers and e-mails that confirmed a booking before (docs/security.md#calendar-fill):
 * their online bookings need no code, as a regular's do.
 */
export async function givenTrustedCustomer(
  db: Database,
  customer: { email?: string | null | undefined; phoneNumber?: string | null | undefined },
): Promise<void> {
  const contacts = [customer.phoneNumber, customer.email?.toLowerCase()].filter(
    (contact): contact is string => typeof contact === 'string' && contact !== '',
  );
  // Whatever clock a file runs on.
  await trustContacts(db, contacts, new Date('2100-01-01T00:00:00Z'));
}
