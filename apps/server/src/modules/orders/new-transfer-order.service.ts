import { randomBytes } from 'node:crypto';
import { offeredTransferMethods, TRANSFER_MESSAGES, type TransferMethod } from '@padel/contracts';
import { BadRequestError } from '../../lib/errors';
import type { VenueSettingsStore } from '../settings/venue-settings.service';
import type { NewOrder } from './orders.repo';

/** Placing a café order paid by transfer (docs/payments.md#transfers, ADR 062). */

export interface OrderTransferSettings {
  venueSettings: Pick<VenueSettingsStore, 'current'>;
  /** How long staff have to accept it (`TRANSFER_HOLD_MINUTES`). */
  transferHoldMinutes: number;
}

/**
 * What a new order by transfer is stored with: an offered method (else 400 naming it), the key
 * to its customer's page, and its deadline.
 */
export async function newTransferOrder(
  settings: OrderTransferSettings,
  method: TransferMethod | null,
  now: Date,
): Promise<{
  status: NewOrder['status'];
  transferMethod: TransferMethod;
  transferBy: Date;
  accessToken: string;
}> {
  const offered = offeredTransferMethods(await settings.venueSettings.current());
  if (method === null || !offered.includes(method)) {
    const [message, path] =
      method === null
        ? [TRANSFER_MESSAGES.methodNeeded, 'body.transferMethod']
        : [TRANSFER_MESSAGES.unavailable, 'body.paymentMethod'];
    throw new BadRequestError(message, 'TRANSFER_UNAVAILABLE', [{ path, message }]);
  }
  return {
    status: 'Awaiting payment',
    transferMethod: method,
    transferBy: new Date(now.getTime() + settings.transferHoldMinutes * 60_000),
    accessToken: randomBytes(24).toString('base64url'),
  };
}
