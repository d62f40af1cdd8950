import {
  policyRefund,
  roleCan,
  REFUND_MESSAGES,
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
  sameRefund,
  type MovementMethod,
  type RefundPart,
  type TakenByMethod,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors';
import { unreversedMovements } from './ledger.repo';
import { insertRefunds, takenByMethod, type RefundOwner, type RefundRow } from './refunds.repo';

/**
 * What a cancellation gives back (docs/payments.md#refunds): the policy's refund,
 * or, by the owner with a reason, another amount per method, never more than was taken by it.
 */
export interface RefundAsked {
  /** Whether the policy gives money back on this cancellation at all. */
  policy: boolean;
  /** Another amount than the policy's, by method: the owner's, with `reason`. */
  parts?: readonly RefundPart[];
  reason?: string;
  /** Whether the one asking may give back another amount than the policy's (the owner). */
  mayOverride?: boolean;
}

/**
 * What a cancel request asks to give back: the policy's refund (`policy`), unless it says to keep
 * the money (`refundAdvance: false`) or names other amounts; either is the owner's, with a reason.
 */
export function refundAsked(
  policy: boolean,
  body: { refundAdvance?: boolean; refunds?: readonly RefundPart[]; refundReason?: string },
  role: string,
): RefundAsked {
  const keep = policy && body.refundAdvance === false;
  return {
    policy: policy || body.refundAdvance === true,
    parts: keep ? [] : body.refunds,
    reason: body.refundReason,
    // Giving back another amount than the policy's is the owner's, as prices are (ADR 048).
    mayOverride: roleCan(role, 'owner-prices'),
  };
}

/** The refund `asked` comes to for money `taken`: the parts to owe back, and why if not the policy's. */
export function refundFor(
  taken: readonly TakenByMethod[],
  asked: RefundAsked,
): { parts: RefundPart[]; reason: string | null } {
  const policy = policyRefund(taken, asked.policy);
  if (asked.parts === undefined) return { parts: policy, reason: null };
  const parts = merged(asked.parts);
  if (sameRefund(parts, policy)) return { parts: policy, reason: null };
  if (!asked.mayOverride) throw new ForbiddenError(REFUND_MESSAGES.ownerOnly, 'OWNER_ONLY');
  const reason = asked.reason?.trim() ?? '';
  if (reason.length < REFUND_REASON_MIN) {
    throw new BadRequestError(REFUND_MESSAGES.reasonRequired, 'REFUND_REASON_REQUIRED');
  }
  if (reason.length > REFUND_REASON_MAX) {
    throw new BadRequestError(REFUND_MESSAGES.reasonTooLong, 'REFUND_REASON_TOO_LONG');
  }
  return { parts, reason };
}

/** Parts by method, one each, without the zero ones. */
function merged(parts: readonly RefundPart[]): RefundPart[] {
  const byMethod = new Map<MovementMethod, number>();
  for (const part of parts)
    byMethod.set(part.method, (byMethod.get(part.method) ?? 0) + part.amount);
  return [...byMethod]
    .filter(([, amount]) => amount > 0)
    .map(([method, amount]) => ({ method, amount }));
}

/** Refuses a part above what was taken by its method and not yet owed back (409 REFUND_TOO_LARGE). */
function assertWithinTaken(taken: readonly TakenByMethod[], parts: readonly RefundPart[]): void {
  for (const part of parts) {
    const refundable = taken.find((row) => row.method === part.method)?.refundable ?? 0;
    if (part.amount > refundable) {
      throw new ConflictError(
        REFUND_MESSAGES.tooLarge(part.method, refundable),
        'REFUND_TOO_LARGE',
        { method: part.method, refundable },
      );
    }
  }
}

/**
 * Owes back what a cancellation gives, in its transaction (the owner's row locked): one refund
 * due per method, each within what that method took. A card payment online keeps the provider's
 * reference of the payment to refund (or the checkout it came through).
 */
export async function oweBack(
  tx: Database,
  owner: RefundOwner & { seriesId?: number | null; checkoutId?: string | null },
  asked: RefundAsked,
  dueSince: Date,
): Promise<RefundRow[]> {
  const taken = await takenByMethod(tx, owner);
  const { parts, reason } = refundFor(taken, asked);
  assertWithinTaken(taken, parts);
  const cardRows = parts.some((part) => part.method === 'card-online')
    ? (await unreversedMovements(tx, owner, ['advance', 'balance', 'order'])).filter(
        (row) => row.method === 'card-online',
      )
    : [];
  const paymentReference =
    [...cardRows].reverse().find((row) => row.reference !== null)?.reference ?? null;
  return insertRefunds(
    tx,
    parts.map((part) => ({
      bookingId: 'bookingId' in owner ? owner.bookingId : null,
      orderId: 'orderId' in owner ? owner.orderId : null,
      seriesId: owner.seriesId ?? null,
      method: part.method,
      amount: part.amount,
      dueSince,
      reason,
      ...(part.method === 'card-online'
        ? { paymentReference, checkoutId: owner.checkoutId ?? null }
        : {}),
    })),
  );
}

/** What the audit row of a cancellation says it owes back: by method, and the owner's reason. */
export function refundDueAudit(owed: readonly RefundRow[]): Record<string, unknown> {
  if (owed.length === 0) return {};
  return {
    refundDue: owed.map((due) => ({ method: due.method, amount: due.amount })),
    ...(owed[0]!.reason ? { refundReason: owed[0]!.reason } : {}),
  };
}
