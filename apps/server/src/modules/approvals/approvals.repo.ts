import type { OwnerApprovalKind } from '@padel/contracts';
import { and, count, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { ownerApprovals, users } from '../../db/schema';
import { currentTime } from '../../lib/clock';

export type ApprovalRow = typeof ownerApprovals.$inferSelect;

export interface NewApproval {
  kind: OwnerApprovalKind;
  request: unknown;
  summary: string;
  customerName: string | null;
  phone: string | null;
  reason: string;
  requestedBy: number;
}

export async function insertApproval(db: Database, row: NewApproval): Promise<ApprovalRow> {
  const [inserted] = await db.insert(ownerApprovals).values(row).returning();
  return inserted!;
}

export async function findApproval(db: Database, id: number): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(ownerApprovals).where(eq(ownerApprovals.id, id));
  return row;
}

/**
 * Takes a waiting request out of `pending` for the owner, once: of two owners answering at the
 * same moment one gets the row, the other nothing (the row lock makes the second wait, then find
 * it no longer pending).
 */
export async function decideApproval(
  db: Database,
  id: number,
  decision: { status: 'approved' | 'declined'; decidedBy: number; note?: string | null },
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .update(ownerApprovals)
    .set({ ...decision, decidedAt: currentTime() })
    .where(and(eq(ownerApprovals.id, id), eq(ownerApprovals.status, 'pending')))
    .returning();
  return row;
}

export async function setOutcome(db: Database, id: number, outcome: string): Promise<void> {
  await db.update(ownerApprovals).set({ outcome }).where(eq(ownerApprovals.id, id));
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

/** Requests with who asked and who answered, waiting ones first, then newest; `by` one asker's. */
export function listApprovals(db: Database, filter: { by?: number; id?: number; limit: number }) {
  return db
    .select({
      row: ownerApprovals,
      requesterName: fullName(requester),
      deciderName: fullName(decider),
    })
    .from(ownerApprovals)
    .leftJoin(requester, eq(requester.id, ownerApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, ownerApprovals.decidedBy))
    .where(
      and(
        filter.by === undefined ? undefined : eq(ownerApprovals.requestedBy, filter.by),
        filter.id === undefined ? undefined : eq(ownerApprovals.id, filter.id),
      ),
    )
    .orderBy(
      desc(sql`${ownerApprovals.status} = 'pending'`),
      desc(ownerApprovals.createdAt),
      desc(ownerApprovals.id),
    )
    .limit(filter.limit);
}
export type ListedApproval = Awaited<ReturnType<typeof listApprovals>>[number];

export async function waitingApprovalCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(ownerApprovals)
    .where(eq(ownerApprovals.status, 'pending'));
  return row?.count ?? 0;
}
