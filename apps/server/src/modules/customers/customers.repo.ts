import {
  CANCELLED_BOOKING_STATUS,
  CANCELLED_ORDER_STATUS,
  CUSTOMER_HISTORY_MAX,
  NO_SHOW_STATUS,
  VISIT_BOOKING_STATUSES,
  VISIT_ORDER_STATUSES,
  type CustomerTag,
  type BookingType,
  type Court,
  type DeliveryType,
} from '@padel/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nameContains, nationalPhone, phoneContains } from '../../db/filters';
import { customers } from '../../db/schema';
import { currentTime } from '../../lib/clock';

/**
 * Customers as the bookings and orders made with their phone number add up (docs/customers.md).
 * The numbers are compared written the national way, as `normalizePhone` writes them, so a row
 * stored before numbers were normalised still joins its customer (`nationalPhone`, whose indexes
 * serve every lookup and search here: docs/quality.md#b9-search).
 */

const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} IN (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** A customer with the totals of docs/customers.md#totals, as the database adds them up. */
export interface CustomerTotalsRow {
  phone: string;
  name: string;
  email: string | null;
  visits: number;
  spend: number;
  no_shows: number;
  cancellations: number;
  late_cancellations: number;
  fees_owed: number;
  last_seen: string | null;
  tags: CustomerTag[] | null;
  staff_notes: string | null;
  blocked: boolean;
  total: number;
}

export type CustomerFilter =
  { phone: string } | { text?: string; digits?: string; limit: number; offset: number };

/**
 * Every booking and order of the phones `phones` picks (all, when undefined), with what the
 * totals need.
 */
function contactRows(timeZone: string, today: string, phones: SQL | undefined): SQL {
  const bookingPhone = nationalPhone(sql`phone_number`);
  const orderPhone = nationalPhone(sql`customer_number`);
  const of = (phone: SQL) => (phones ? sql`WHERE ${phone} IN (SELECT phone FROM picked)` : sql``);
  // A counter order has no phone: no customer's (docs/cafe.md#counter-orders).
  const ofOrders = phones
    ? sql`WHERE ${orderPhone} IN (SELECT phone FROM picked)`
    : sql`WHERE customer_number IS NOT NULL`;
  return sql`
    b AS (
      SELECT ${bookingPhone} AS phone, customer_name AS name,
             nullif(email, '') AS email, created_at AS at, selected_date AS day, status, amount,
             late_cancellation, greatest(fee_owed - fee_paid, 0) AS fee_owed
        FROM bookings ${of(bookingPhone)}
    ),
    o AS (
      SELECT ${orderPhone} AS phone, customer_name AS name,
             nullif(customer_email, '') AS email, created_at AS at,
             (created_at AT TIME ZONE ${timeZone})::date AS day, status, total_price AS amount
        FROM orders ${ofOrders}
    ),
    visits AS (
      SELECT phone, day, amount FROM b
       WHERE ${inList(sql`status`, VISIT_BOOKING_STATUSES)} AND day <= ${today}::date
      UNION ALL
      SELECT phone, day, amount FROM o WHERE ${inList(sql`status`, VISIT_ORDER_STATUSES)}
    )`;
}

/**
 * The phones a filter picks, found through the indexes before anything is added up: the one
 * asked for, or those with a booking or order whose name or e-mail holds the text or whose
 * number holds the digits. Undefined for every customer.
 */
function pickedPhones(filter: CustomerFilter): SQL | undefined {
  if ('phone' in filter) return sql`SELECT ${filter.phone}::text AS phone`;
  if (!filter.text) return undefined;
  const { text, digits } = filter;
  const byDigits = (number: SQL) => (digits ? sql` OR ${phoneContains(number, digits)}` : sql``);
  return sql`
    SELECT ${nationalPhone(sql`phone_number`)} AS phone FROM bookings
     WHERE ${nameContains(sql`customer_name`, text)} OR ${nameContains(sql`email`, text)}
           ${byDigits(sql`phone_number`)}
    UNION
    SELECT ${nationalPhone(sql`customer_number`)} FROM orders
     WHERE ${nameContains(sql`customer_name`, text)} OR ${nameContains(sql`customer_email`, text)}
           ${byDigits(sql`customer_number`)}`;
}

/** Who each phone is: the latest name and e-mail, and when last active. */
const whoRows = sql`
    people AS (
      SELECT phone, name, email, at FROM b UNION ALL SELECT phone, name, email, at FROM o
    ),
    who AS (
      SELECT phone,
             (array_agg(name ORDER BY at DESC))[1] AS name,
             (array_agg(email ORDER BY at DESC) FILTER (WHERE email IS NOT NULL))[1] AS email,
             max(at) AS latest
        FROM people GROUP BY phone
    )`;

const pageOf = (filter: CustomerFilter): SQL =>
  'phone' in filter ? sql`` : sql`LIMIT ${filter.limit} OFFSET ${filter.offset}`;

/**
 * Customers with their totals, most recently active first: one by phone, or a page of those whose
 * name or e-mail holds `text` or whose phone holds `digits`, each row carrying the count of all.
 */
export async function customerTotals(
  db: Database,
  filter: CustomerFilter,
  venue: { timeZone: string; today: string },
): Promise<CustomerTotalsRow[]> {
  const picked = pickedPhones(filter);
  const result = (await db.execute(sql`
    WITH ${picked ? sql`picked AS (${picked}),` : sql``}
         ${contactRows(venue.timeZone, venue.today, picked)}, ${whoRows}
    SELECT who.phone, who.name, who.email,
           coalesce(v.visits, 0)::int AS visits, coalesce(v.spend, 0)::int AS spend,
           v.last_seen::text AS last_seen,
           coalesce(bt.no_shows, 0)::int AS no_shows,
           (coalesce(bt.cancelled, 0) + coalesce(ot.cancelled, 0))::int AS cancellations,
           coalesce(bt.late_cancellations, 0)::int AS late_cancellations,
           coalesce(bt.fees_owed, 0)::int AS fees_owed,
           c.tags, c.staff_notes, (bc.id IS NOT NULL) AS blocked,
           (count(*) OVER ())::int AS total
      FROM who
      LEFT JOIN (SELECT phone, count(*) AS visits, sum(amount) AS spend, max(day) AS last_seen
                   FROM visits GROUP BY phone) v ON v.phone = who.phone
      LEFT JOIN (SELECT phone,
                        count(*) FILTER (WHERE status = ${NO_SHOW_STATUS}) AS no_shows,
                        count(*) FILTER (WHERE status = ${CANCELLED_BOOKING_STATUS}) AS cancelled,
                        count(*) FILTER (WHERE late_cancellation) AS late_cancellations,
                        sum(fee_owed) AS fees_owed
                   FROM b GROUP BY phone) bt ON bt.phone = who.phone
      LEFT JOIN (SELECT phone, count(*) FILTER (WHERE status = ${CANCELLED_ORDER_STATUS}) AS cancelled
                   FROM o GROUP BY phone) ot ON ot.phone = who.phone
      LEFT JOIN customers c ON c.phone = who.phone
      LEFT JOIN blocked_contacts bc ON bc.contact = who.phone
     ORDER BY who.latest DESC, who.phone
     ${pageOf(filter)}`)) as unknown as { rows: CustomerTotalsRow[] };
  return result.rows;
}

/** A booking of the customer's, for the profile's history. */
export interface CustomerBookingRow {
  id: number;
  date: string;
  status: string;
  amount: number;
  type: BookingType;
  court: Court | null;
  hours: number[];
}

/** The customer's newest bookings, newest date first. */
export async function bookingsOf(db: Database, phone: string): Promise<CustomerBookingRow[]> {
  const result = (await db.execute(sql`
    SELECT id, selected_date::text AS date, status, amount, booking_type AS type,
           selected_court AS court, slot_hours AS hours
      FROM bookings WHERE ${nationalPhone(sql`phone_number`)} = ${phone}
     ORDER BY selected_date DESC, id DESC
     LIMIT ${CUSTOMER_HISTORY_MAX}`)) as unknown as { rows: CustomerBookingRow[] };
  return result.rows;
}

/** A café order of the customer's, for the profile's history. */
export interface CustomerOrderRow {
  id: number;
  date: string;
  status: string;
  amount: number;
  delivery: DeliveryType;
}

/** The customer's newest orders, newest first; `date` is the venue date it was placed. */
export async function ordersOf(
  db: Database,
  phone: string,
  timeZone: string,
): Promise<CustomerOrderRow[]> {
  const result = (await db.execute(sql`
    SELECT id, ((created_at AT TIME ZONE ${timeZone})::date)::text AS date, status,
           total_price AS amount, delivery_type AS delivery
      FROM orders WHERE ${nationalPhone(sql`customer_number`)} = ${phone}
     ORDER BY created_at DESC, id DESC
     LIMIT ${CUSTOMER_HISTORY_MAX}`)) as unknown as { rows: CustomerOrderRow[] };
  return result.rows;
}

/** Café-table queue entries made with any of `emails` (any case), newest first. */
export async function queueEntriesOf(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  const lower = emails.map((email) => email.toLowerCase());
  const result = (await db.execute(sql`
    SELECT id, selected_date::text AS date, customer_name AS name, email,
           (notified_at IS NOT NULL) AS notified
      FROM queue_bookings WHERE ${inList(sql`lower(email)`, lower)}
     ORDER BY id DESC
     LIMIT ${CUSTOMER_HISTORY_MAX}`)) as unknown as {
    rows: { id: number; date: string; name: string; email: string; notified: boolean }[];
  };
  return result.rows;
}

/** Every e-mail the customer gave with a booking or an order. */
export async function emailsOf(db: Database, phone: string): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT DISTINCT lower(email) AS email FROM bookings
     WHERE ${nationalPhone(sql`phone_number`)} = ${phone} AND email <> ''
    UNION
    SELECT DISTINCT lower(customer_email) FROM orders
     WHERE ${nationalPhone(sql`customer_number`)} = ${phone} AND customer_email <> ''
    ORDER BY 1`)) as unknown as { rows: { email: string }[] };
  return result.rows.map((row) => row.email);
}

/** Writes staff's notes and tags for the phone, making its row the first time. */
export async function saveCustomerRow(
  db: Database,
  phone: string,
  change: { staffNotes?: string | null; tags?: CustomerTag[] },
) {
  const [row] = await db
    .insert(customers)
    .values({ phone, staffNotes: change.staffNotes ?? null, tags: change.tags ?? [] })
    .onConflictDoUpdate({ target: customers.phone, set: { ...change, updatedAt: currentTime() } })
    .returning();
  return row!;
}

/** Staff's notes and tags for the phone, locked until the transaction ends; none yet: undefined. */
export async function lockCustomerRow(db: Database, phone: string) {
  const result = (await db.execute(
    sql`SELECT staff_notes, tags FROM customers WHERE phone = ${phone} FOR UPDATE`,
  )) as unknown as { rows: { staff_notes: string | null; tags: CustomerTag[] }[] };
  return result.rows[0];
}
