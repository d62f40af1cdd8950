/**
 * Staff ask, the owner answers (docs/prices.md#owner-prices, ADR 048): a request stores the
 * refused call's body with what, for whom, by whom and why; approving does that call as the owner
 * in the same transaction that takes the request out of `pending` (so it is done once, or not at
 * all when the call is refused: the request then stays waiting); declining changes nothing else.
 */
import {
  formatPrice,
  MOVEMENT_KIND_WORDS,
  OWNER_APPROVAL_LIMITS,
  OWNER_APPROVAL_MESSAGES,
  requestedSeriesDates,
  slotRanges,
  slotLabel,
  type BookingChangeInput,
  type OwnerApproval,
  type OwnerApprovalAnswer,
  type OwnerApprovalInput,
  type SeriesInput,
  type TillMovementInput,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { BookingContext } from '../bookings/booking-context.service';
import { findBookingById } from '../bookings/bookings.repo';
import { changeBooking } from '../bookings/change-booking.service';
import { createSeries } from '../bookings/series/create-series.service';
import {
  customerProfile,
  updateCustomer,
  type CustomerVenue,
} from '../customers/customers.service';
import {
  decideApproval,
  findApproval,
  insertApproval,
  listApprovals,
  setOutcome,
  type ApprovalRow,
  type ListedApproval,
  type NewApproval,
} from './approvals.repo';
import { recordTillMovement } from '../day-close/till-movement.service';
import { mayGiveOwnerPrices, seriesRulesPrice } from '../bookings/owner-prices.rules';

export interface ApprovalsVenue {
  ctx: BookingContext;
  customers: CustomerVenue;
}

/** The signed-in admin of the call. */
export interface Admin {
  id: number;
  role: string;
}

const pkr = formatPrice;

const toApproval = ({ row, requesterName, deciderName }: ListedApproval): OwnerApproval => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  summary: row.summary,
  customerName: row.customerName,
  phone: row.phone,
  reason: row.reason,
  requestedBy: requesterName ?? 'A former admin',
  requestedAt: row.createdAt.toISOString(),
  decidedBy: row.decidedAt ? (deciderName ?? 'A former admin') : null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  note: row.note,
  outcome: row.outcome,
});

async function approvalById(db: Database, id: number): Promise<OwnerApproval> {
  const [listed] = await listApprovals(db, { id, limit: 1 });
  if (!listed) throw new NotFoundError(OWNER_APPROVAL_MESSAGES.notFound, 'APPROVAL_NOT_FOUND');
  return toApproval(listed);
}

/** "Court 1, 06:00 PM - 09:00 PM, every week, 2026-12-01 to 2027-11-23 (52 dates), ...". */
async function seriesAsked(venue: ApprovalsVenue, series: SeriesInput) {
  const dates = requestedSeriesDates(series);
  const every = series.everyWeeks === 1 ? 'every week' : `every ${series.everyWeeks} weeks`;
  const rulesPrice = await seriesRulesPrice(venue.ctx, series);
  const price = `${pkr(series.fixedPrice ?? rulesPrice)} a game instead of ${pkr(rulesPrice)}`;
  const paid = series.payment === 'up-front' ? ', paid up front' : '';
  return {
    summary: `${series.selectedCourt}, ${slotRanges(series.selectedSlots).join(', ')}, ${every}, ${dates[0]} to ${dates.at(-1)} (${dates.length} dates), at ${price}${paid}`,
    customerName: series.customerName,
    phone: series.phoneNumber,
  };
}

async function moveAsked(db: Database, bookingId: number, change: BookingChangeInput) {
  const booking = await findBookingById(db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found.', 'BOOKING_NOT_FOUND');
  const hours = change.selectedSlots ?? booking.slotHours.map(slotLabel);
  const to = [
    change.selectedDate ?? booking.selectedDate,
    slotRanges(hours).join(', '),
    change.selectedCourt ?? booking.selectedCourt,
  ].filter(Boolean);
  return {
    summary: `Booking #${booking.id} (${booking.selectedDate}) moved to ${to.join(', ')}, keeping its price of ${pkr(booking.amount)}`,
    customerName: booking.customerName,
    phone: booking.phoneNumber,
  };
}

async function memberAsked(venue: ApprovalsVenue, phone: string) {
  const customer = await customerProfile(venue.customers, phone);
  if (customer.tags.includes('member')) {
    throw new ConflictError(OWNER_APPROVAL_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
  }
  return {
    summary: 'Tag as member: the member price on every booking from now on',
    customerName: customer.name,
    phone,
  };
}

/** "Pay-out of PKR 50,000 from the drawer: rent for the month": the drawer's, for no customer. */
function tillMovementAsked(movement: TillMovementInput) {
  const way = movement.kind === 'pay-out' ? 'from' : 'into';
  return {
    summary: `${MOVEMENT_KIND_WORDS[movement.kind]} of ${pkr(movement.amount)} ${way} the drawer: ${movement.note}`,
    customerName: null,
    phone: null,
  };
}

/** What a request is about, as the list shows it, and the body approving replays. */
async function describe(venue: ApprovalsVenue, input: OwnerApprovalInput) {
  switch (input.kind) {
    case 'series-price':
      return { ...(await seriesAsked(venue, input.series)), request: input.series };
    case 'keep-price': {
      const change = { ...input.change, keepPrice: true };
      return {
        ...(await moveAsked(venue.ctx.db, input.bookingId, change)),
        request: { bookingId: input.bookingId, change },
      };
    }
    case 'member-tag':
      return { ...(await memberAsked(venue, input.phone)), request: { phone: input.phone } };
    case 'till-movement':
      return { ...tillMovementAsked(input.movement), request: input.movement };
  }
}

/** POST /api/approvals: the request stored and audited, waiting for the owner. */
export async function askOwner(
  venue: ApprovalsVenue,
  input: OwnerApprovalInput,
  admin: Admin,
): Promise<OwnerApprovalAnswer> {
  const described = await describe(venue, input);
  const row: NewApproval = {
    kind: input.kind,
    reason: input.reason,
    requestedBy: admin.id,
    ...described,
  };
  const id = await venue.ctx.db.transaction(async (tx) => {
    const inserted = await insertApproval(tx, row);
    await recordAudit(tx, {
      actor: { type: 'admin', id: admin.id },
      action: 'ask',
      entity: 'approval',
      entityId: inserted.id,
      after: { kind: inserted.kind, summary: inserted.summary, reason: inserted.reason },
    });
    return inserted.id;
  });
  return { message: OWNER_APPROVAL_MESSAGES.sent, approval: await approvalById(venue.ctx.db, id) };
}

/** GET /api/approvals: the owner sees every request, a staff member their own. */
export async function approvalsFor(db: Database, admin: Admin): Promise<OwnerApproval[]> {
  const by = mayGiveOwnerPrices(admin.role) ? undefined : admin.id;
  const rows = await listApprovals(db, { by, limit: OWNER_APPROVAL_LIMITS.listSize });
  return rows.map(toApproval);
}

/** 404 for no such request, 409 for one already answered. */
async function refuseUndecidable(db: Database, id: number): Promise<never> {
  if (!(await findApproval(db, id))) {
    throw new NotFoundError(OWNER_APPROVAL_MESSAGES.notFound, 'APPROVAL_NOT_FOUND');
  }
  throw new ConflictError(OWNER_APPROVAL_MESSAGES.alreadyDecided, 'APPROVAL_DECIDED');
}

/** Does what the request asked, as the owner, inside `tx`; answers what it made. */
async function apply(venue: ApprovalsVenue, tx: Database, row: ApprovalRow, owner: Admin) {
  const ctx = { ...venue.ctx, db: tx };
  switch (row.kind) {
    case 'series-price': {
      const series = await createSeries(ctx, row.request as SeriesInput, owner.id);
      return `Series #${series.id}: ${series.occurrences.filter((date) => date.bookingId !== null).length} dates booked`;
    }
    case 'keep-price': {
      const { bookingId, change } = row.request as {
        bookingId: number;
        change: BookingChangeInput;
      };
      await changeBooking(ctx, bookingId, change, owner);
      return `Booking #${bookingId} moved`;
    }
    case 'member-tag': {
      const customers = { ...venue.customers, db: tx };
      const { phone } = row.request as { phone: string };
      const { tags } = await customerProfile(customers, phone);
      await updateCustomer(customers, phone, { tags: [...tags, 'member'] }, owner);
      return 'Tagged member';
    }
    case 'till-movement': {
      const movement = await recordTillMovement(ctx, owner, row.request as TillMovementInput);
      return `Recorded on ${movement.businessDay}`;
    }
  }
}

/**
 * Both decisions: the request leaves `pending` once, what the decision does runs in the same
 * transaction (its result goes in the audit), and the answer is the decided request.
 */
async function decide(
  db: Database,
  id: number,
  owner: Admin,
  decision: { status: 'approved' | 'declined'; note?: string | null },
  then: (tx: Database, row: ApprovalRow) => Promise<Record<string, unknown>>,
): Promise<OwnerApprovalAnswer> {
  await db.transaction(async (tx) => {
    const row = await decideApproval(tx, id, { ...decision, decidedBy: owner.id });
    if (!row) return refuseUndecidable(tx, id);
    const result = await then(tx, row);
    await recordAudit(tx, {
      actor: { type: 'admin', id: owner.id },
      action: decision.status === 'approved' ? 'approve' : 'decline',
      entity: 'approval',
      entityId: id,
      before: { status: 'pending' },
      after: { status: decision.status, ...result },
    });
  });
  return {
    message: OWNER_APPROVAL_MESSAGES[decision.status],
    approval: await approvalById(db, id),
  };
}

/**
 * POST /api/approvals/{id}/approve (the owner's): done once. The request leaves `pending` and its
 * call is made in one transaction; a refusal of the call (a date now taken or past) rolls both
 * back, so the owner reads why and the request still waits to be declined or tried again.
 */
export function approve(venue: ApprovalsVenue, id: number, owner: Admin) {
  return decide(venue.ctx.db, id, owner, { status: 'approved' }, async (tx, row) => {
    const outcome = await apply(venue, tx, row, owner);
    await setOutcome(tx, id, outcome);
    return { outcome };
  });
}

/** POST /api/approvals/{id}/decline (the owner's): nothing is done; the asker sees the note. */
export function decline(db: Database, id: number, owner: Admin, note: string | undefined) {
  return decide(db, id, owner, { status: 'declined', note: note || null }, async (_tx, row) => ({
    note: row.note,
  }));
}
