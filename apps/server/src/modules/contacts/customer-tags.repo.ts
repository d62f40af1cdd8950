import { CUSTOMER_TAGS } from '@padel/contracts';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';

const MEMBER = CUSTOMER_TAGS[0];

/**
 * Whether staff tagged the phone's customer `member` (docs/prices.md#member-price). Read here, not
 * through the customers module, which builds on this one (docs/customers.md).
 */
export async function isMember(db: Database, phone: string): Promise<boolean> {
  const rows = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.phone, phone), arrayContains(customers.tags, [MEMBER])));
  return rows.length > 0;
}
