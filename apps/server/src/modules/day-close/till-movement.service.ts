import {
  formatPrice,
  MOVEMENT_KIND_WORDS,
  OWNER_APPROVAL_CODE,
  OWNER_APPROVAL_MESSAGES,
  type TillMovement,
  type TillMovementInput,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../lib/errors';
import { mayGiveOwnerPrices } from '../bookings/owner-prices.rules';
import type { Till } from '../ledger/till.service';
import type { VenueSettingsStore } from '../settings/venue-settings.service';
import { landedOnOf } from './till-day.service';

/** What recording a till movement works with. */
export interface TillMovementDeps {
  db: Database;
  till: Till;
  settings: VenueSettingsStore;
}

/**
 * Staff's pay-in or pay-out above the owner's amount (`tillApprovalAbove`) is the owner's to
 * approve (docs/till.md#till-movements): 403 OWNER_APPROVAL_NEEDED, which the Till answers by
 * offering to ask. The opening float is the day's change, not money taken or given.
 */
async function refuseAboveApproval(
  tx: Database,
  deps: TillMovementDeps,
  role: string,
  input: TillMovementInput,
): Promise<void> {
  if (input.kind === 'opening-float' || mayGiveOwnerPrices(role)) return;
  // Read in the movement's transaction: a limit the owner lowers meanwhile holds for it.
  const limit = (await deps.settings.inTransaction(tx)).tillApprovalAbove;
  if (input.amount <= limit) return;
  throw new ForbiddenError(
    OWNER_APPROVAL_MESSAGES.tillAbove(MOVEMENT_KIND_WORDS[input.kind], formatPrice(limit)),
    OWNER_APPROVAL_CODE,
  );
}

/**
 * POST /api/till/movements: an opening float, a pay-in or a pay-out in cash, with staff's reason,
 * through the one till (docs/till.md#ledger): on today's open business day. An owner's approval
 * records it through here as the owner.
 */
export async function recordTillMovement(
  deps: TillMovementDeps,
  admin: { id: number; role: string },
  input: TillMovementInput,
): Promise<TillMovement> {
  const row = await deps.db.transaction(async (tx) => {
    await refuseAboveApproval(tx, deps, admin.role, input);
    return deps.till.record(tx, {
      kind: input.kind,
      method: 'cash',
      amount: input.amount,
      note: input.note,
      actor: { type: 'admin', id: admin.id },
    });
  });
  return {
    id: row.id,
    at: row.at.toISOString(),
    businessDay: row.businessDay,
    kind: input.kind,
    method: 'cash',
    amount: row.amount,
    note: input.note,
    ...(await landedOnOf(deps, row)),
  };
}
