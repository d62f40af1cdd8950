import { PAYMENT_MESSAGES } from '@padel/contracts';
import type { Database } from '../../db/client';
import { ServiceUnavailableError } from '../../lib/errors';
import {
  checkoutSuccessUrl,
  openCheckout,
  type CheckoutSettings,
} from '../payments/checkout.service';
import { setOrderCheckout } from './order-payments.repo';

/** Opens the provider's checkout for a card order's total; its id is kept on the order. */
export async function startOrderCheckout(
  db: Database,
  settings: CheckoutSettings,
  order: { id: number; total: number; email: string | null },
): Promise<string> {
  try {
    const checkout = await openCheckout(settings, {
      reference: `order-${order.id}`,
      amount: order.total,
      description: `Café order #${order.id}`,
      customerEmail: order.email ?? undefined,
      successUrl: checkoutSuccessUrl(settings.appUrl),
      cancelUrl: `${settings.appUrl}/cancel`,
      idempotencyKey: `order-${order.id}-payment`,
    });
    await setOrderCheckout(db, order.id, checkout.id, order.total);
    return checkout.url;
  } catch (error) {
    settings.log.error({ err: error, orderId: order.id }, 'a card checkout could not start');
    throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerDown, 'PAYMENT_PROVIDER_DOWN');
  }
}
