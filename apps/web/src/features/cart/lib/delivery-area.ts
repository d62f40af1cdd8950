import type { TransferAccounts, TransferMethod } from '@padel/contracts';
import { formatPrice } from '@/lib/format';

/**
 * What the cart and checkout read of the venue's settings, now (GET /api/settings): its delivery
 * fee and area (docs/venue-settings.md#settings) and where and how customers reach it
 * (docs/venue-settings.md#contact).
 */
export interface Delivery {
  /** Whole rupees added to a delivery order. */
  fee: number;
  /** The area the delivery lines name; empty when the venue names none. */
  area: string;
  /** The venue's address, where a pickup is collected; empty when not given. */
  address: string;
  /** The venue's WhatsApp number (digits) for "Order through WhatsApp"; empty hides the link. */
  whatsapp: string;
  /** The transfer methods the venue offers, with their details set (docs/payments.md#transfers). */
  transferMethods: readonly TransferMethod[];
  /** Their account details, which an order by transfer's page shows. */
  transferAccounts: TransferAccounts;
}

/**
 * The delivery lines of the cart and checkout, naming the venue's area when it has one and
 * speaking of the customer's address when it has not (see docs/cafe.md#order-totals; the spec's
 * sample area belongs to another country).
 */
export function deliveryTexts({ area, fee }: Delivery) {
  return {
    shippingLine: area ? `Shipping to ${area}.` : 'Shipping to the address you give at checkout.',
    feeLine: area
      ? `We deliver in ${area} for a fee of ${formatPrice(fee)}.`
      : `We deliver for a fee of ${formatPrice(fee)}.`,
    addressHelp: area ? `Delivery within ${area}.` : 'Where we should bring your order.',
  };
}
