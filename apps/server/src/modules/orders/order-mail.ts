import { formatPrice, type Order } from '@padel/contracts';
import type { MailMessage } from '../mail/mailer';

/**
 * What the customer typed, as a quotation on one line: whatever it says, it reads as their
 * words, never as a line of the venue's own message (docs/decisions/011-hardening.md).
 */
const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim().slice(0, 300)}"`;

/** "Order received" to a customer who gave an e-mail (see docs/notifications.md#order-received). */
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
    'Hello,',
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
      ? 'We will deliver it to the address you gave below.'
      : `We will have it ready for pickup${venueAddress ? ` at ${venueAddress}` : ''}.`,
    '',
    'The details you entered, as you typed them:',
    `  Name: ${quoted(order.customer_Name)}`,
    `  Phone: ${quoted(order.customer_Number)}`,
    ...(order.customer_Address ? [`  Address: ${quoted(order.customer_Address)}`] : []),
  ].join('\n');
  return { to: order.customer_Email, subject: `Your ${venueName} order #${order.id}`, text };
}
