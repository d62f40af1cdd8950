import type { TransferToCheck } from '@padel/contracts';
import type { Database } from '../../db/client';
import { countTransfersToCheck } from '../bookings/transfers/transfers.repo';
import { bookingTransfersToCheck } from '../bookings/transfers/transfers.service';
import { countOrderTransfersToCheck } from '../orders/order-transfers.repo';
import { orderTransfersToCheck } from '../orders/order-transfers.service';

/**
 * GET /api/transfers (docs/payments.md#transfers): bookings' advances and café orders waiting for
 * staff to check their transfer, the one whose hold ends first at the top.
 */
export async function transfersToCheck(db: Database): Promise<TransferToCheck[]> {
  const [bookings, orders] = await Promise.all([
    bookingTransfersToCheck(db),
    orderTransfersToCheck(db),
  ]);
  return [...bookings, ...orders].sort((a, b) => a.transferBy.localeCompare(b.transferBy));
}

/** The admin bar's count of the same (docs/screens.md#attention-counts). */
export async function countAllTransfersToCheck(db: Database): Promise<number> {
  const [bookings, orders] = await Promise.all([
    countTransfersToCheck(db),
    countOrderTransfersToCheck(db),
  ]);
  return bookings + orders;
}
