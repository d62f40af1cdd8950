import { formatPrice } from '@/lib/format';
import { appConfig } from '@/lib/app-config';

/**
 * The delivery lines of the cart and checkout, naming the venue's area when DELIVERY_AREA is set
 * and speaking of the customer's address when it is not (see docs/cafe.md#order-totals; the spec's
 * sample area belongs to another country).
 */
export function deliveryTexts(area = appConfig.deliveryArea, fee = appConfig.deliveryFee) {
  return {
    shippingLine: area ? `Shipping to ${area}.` : 'Shipping to the address you give at checkout.',
    feeLine: area
      ? `We deliver in ${area} for a fee of ${formatPrice(fee)}.`
      : `We deliver for a fee of ${formatPrice(fee)}.`,
    addressHelp: area ? `Delivery within ${area}.` : 'Where we should bring your order.',
  };
}
