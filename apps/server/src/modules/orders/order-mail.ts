import { formatPrice, type Order } from '@padel/contracts';
import type { MailMessage } from '../mail/mailer';

/** "Order received" to a customer who gave an e-mail (PRODUCT D13). */
export function orderReceivedMail(
  order: Order,
  venue: { venueName: string; venueAddress: string | undefined },
): MailMessage | undefined {
  const { venueName, venueAddress } = venue;
  if (!order.customer_Email) return undefined;
  const lines = order.items.map(
    (item) =>
      `  ${item.Product_Quantity} x ${item.Product_Name}  ${formatPrice(item.Product_Price * item.Product_Quantity)}`,
  );
  const text = [
    `Hello ${order.customer_Name},`,
    '',
    `Thank you for your order at ${venueName}. We have received order #${order.id}:`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatPrice(order.subtotal)}`,
    ...(order.delivery_Fee > 0 ? [`Delivery: ${formatPrice(order.delivery_Fee)}`] : []),
    `Total: ${formatPrice(order.total_Price)} (${order.paymentMethod === 'cash' ? 'cash' : 'card'})`,
    '',
    order.deliveryType === 'deliver'
      ? `We will deliver it to: ${order.customer_Address}`
      : `We will have it ready for pickup${venueAddress ? ` at ${venueAddress}` : ''}.`,
  ].join('\n');
  return { to: order.customer_Email, subject: `Your ${venueName} order #${order.id}`, text };
}
