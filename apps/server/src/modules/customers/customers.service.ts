import {
  CUSTOMER_MESSAGES,
  slotLabel,
  slotRanges,
  phoneSearchDigits,
  venueNow,
  type CustomerHistoryEntry,
  type CustomerProfile,
  type CustomerSummary,
  type customerQuerySchema,
  type customerUpdateSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { assertTagsAllowed } from '../bookings/owner-prices.rules';
import { recordAudit } from '../audit/audit.repo';
import { seriesList } from '../bookings/series/series-reads.service';
import { blockContact, blockOf, unblockContact } from '../contacts/contact-blocks.service';
import {
  bookingsOf,
  customerTotals,
  emailsOf,
  lockCustomerRow,
  ordersOf,
  queueEntriesOf,
  saveCustomerRow,
  type CustomerBookingRow,
  type CustomerFilter,
  type CustomerOrderRow,
  type CustomerTotalsRow,
} from './customers.repo';

/** Customers across bookings, café orders and the queue (docs/customers.md). */

export interface CustomerVenue {
  db: Database;
  timeZone: string;
  now: () => Date;
}

const toSummary = (row: CustomerTotalsRow): CustomerSummary => ({
  id: row.phone,
  name: row.name,
  phone: row.phone,
  email: row.email,
  visits: row.visits,
  spend: row.spend,
  noShows: row.no_shows,
  cancellations: row.cancellations,
  lateCancellations: row.late_cancellations,
  feesOwed: row.fees_owed,
  tags: row.tags ?? [],
  blocked: row.blocked,
  lastSeen: row.last_seen,
});

function totals(venue: CustomerVenue, filter: CustomerFilter) {
  const today = venueNow(venue.timeZone, venue.now()).date;
  return customerTotals(venue.db, filter, { timeZone: venue.timeZone, today });
}

/** GET /api/customers: one page, most recently active first, and how many match in all. */
export async function listCustomers(
  venue: CustomerVenue,
  query: z.output<typeof customerQuerySchema>,
): Promise<{ customers: CustomerSummary[]; total: number }> {
  const text = query.search || undefined;
  const filter = {
    text,
    digits: text && phoneSearchDigits(text),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const rows = await totals(venue, filter);
  const total = rows[0]?.total ?? (filter.offset > 0 ? await countCustomers(venue, filter) : 0);
  return { customers: rows.map(toSummary), total };
}

/** How many customers a filter matches, for a page past the last one. */
async function countCustomers(venue: CustomerVenue, filter: CustomerFilter & { offset: number }) {
  const [first] = await totals(venue, { ...filter, limit: 1, offset: 0 });
  return first?.total ?? 0;
}

const bookingSummary = (booking: CustomerBookingRow) =>
  [booking.type, booking.court, ...slotRanges(booking.hours.map(slotLabel))]
    .filter(Boolean)
    .join(', ');

const bookingEntry = (booking: CustomerBookingRow): CustomerHistoryEntry => ({
  kind: 'booking',
  id: booking.id,
  date: booking.date,
  status: booking.status,
  amount: booking.amount,
  summary: bookingSummary(booking),
});

const orderEntry = (order: CustomerOrderRow): CustomerHistoryEntry => ({
  kind: 'order',
  id: order.id,
  date: order.date,
  status: order.status,
  amount: order.amount,
  summary: `Café order, ${order.delivery === 'pickup' ? 'pickup' : 'delivery'}`,
});

/** Bookings and orders together, newest date first (a booking before an order on one day). */
async function historyOf(venue: CustomerVenue, phone: string): Promise<CustomerHistoryEntry[]> {
  const [bookings, orders] = await Promise.all([
    bookingsOf(venue.db, phone),
    ordersOf(venue.db, phone, venue.timeZone),
  ]);
  const entries = [...bookings.map(bookingEntry), ...orders.map(orderEntry)];
  return entries.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** GET /api/customers/{id}: 404 when no booking or order was made with the phone. */
export async function customerProfile(
  venue: CustomerVenue,
  phone: string,
): Promise<CustomerProfile> {
  const [row] = await totals(venue, { phone });
  if (!row) throw new NotFoundError(CUSTOMER_MESSAGES.notFound, 'CUSTOMER_NOT_FOUND');
  const [history, emails] = await Promise.all([historyOf(venue, phone), emailsOf(venue.db, phone)]);
  return {
    ...toSummary(row),
    staffNotes: row.staff_notes,
    history,
    queue: await queueEntriesOf(venue.db, emails),
    series: await seriesList(venue, { phone }),
  };
}

/**
 * PATCH /api/customers/{id}: notes and tags are kept with the phone and audited; blocking and
 * unblocking are the contact block's own (audited there). Adding the member tag is the owner's
 * (docs/prices.md#owner-prices): staff are refused before anything changes.
 */
export async function updateCustomer(
  venue: CustomerVenue,
  phone: string,
  change: z.output<typeof customerUpdateSchema>,
  admin: { id: number; role: string },
): Promise<CustomerProfile> {
  const adminId = admin.id;
  const before = await customerProfile(venue, phone);
  assertTagsAllowed(before.tags, change.tags, admin.role);
  if (change.blocked !== undefined) await setBlocked(venue.db, phone, change.blocked, adminId);
  const { staffNotes, tags } = change;
  if (staffNotes !== undefined || tags !== undefined) {
    await saveNotesAndTags(venue.db, phone, { staffNotes, tags }, adminId);
  }
  return customerProfile(venue, phone);
}

async function setBlocked(db: Database, phone: string, blocked: boolean, adminId: number) {
  const block = await blockOf(db, phone);
  if (blocked && !block) await blockContact(db, { contact: phone }, adminId);
  if (!blocked && block) await unblockContact(db, block.id, adminId);
}

async function saveNotesAndTags(
  db: Database,
  phone: string,
  change: Parameters<typeof saveCustomerRow>[2],
  adminId: number,
) {
  const defined = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  );
  await db.transaction(async (tx) => {
    const before = await lockCustomerRow(tx, phone);
    const after = await saveCustomerRow(tx, phone, defined);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'update',
      entity: 'customer',
      entityId: phone,
      before: before ? { staffNotes: before.staff_notes, tags: before.tags } : null,
      after: { staffNotes: after.staffNotes, tags: after.tags },
    });
  });
}
