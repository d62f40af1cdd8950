import {
  APP_ROUTES,
  formatPrice,
  MONEY_LABELS,
  MOVEMENT_METHOD_WORDS,
  orderOwedLabel,
  orderTransferReference,
  REFUND_DUE_WORDS,
  REFUND_HOW_WORDS,
  routePath,
  TRANSFER_MESSAGES,
  type Order,
} from '@padel/contracts';
import type { EmailBody } from '../channels/email-channel';
import { refundComing } from './refund-coming';
import { renderEmail } from './email-layout';
import { quoted, venueDateTime, type VenueInfo } from './venue';

function orderLines(order: Order): [string, string][] {
  return [
    ...order.items.map((item): [string, string] => [
      `${item.Product_Quantity} × ${item.Product_Name}`,
      formatPrice(item.Product_Price * item.Product_Quantity),
    ]),
    ['Subtotal', formatPrice(order.subtotal)],
    ...(order.delivery_Fee > 0
      ? [['Delivery', formatPrice(order.delivery_Fee)] as [string, string]]
      : []),
    ['Total', `${formatPrice(order.total_Price)} (${paidHow(order)})`],
    ...moneyLines(order),
  ];
}

/**
 * What a transfer that brought another amount than the total leaves (docs/payments.md#transfers):
 * what was paid and the rest to pay, or the excess owed back. A cancelled order's message says
 * what comes back in its own words.
 */
function moneyLines(order: Order): [string, string][] {
  if (order.status === 'Cancelled') return [];
  const lines: [string, string][] = [];
  if (order.owed > 0 && order.owed < order.total_Price) {
    lines.push(
      [MONEY_LABELS.paid, `${formatPrice(order.total_Price - order.owed)} (${paidHow(order)})`],
      [orderOwedLabel(order.deliveryType), formatPrice(order.owed)],
    );
  }
  if (order.refund) {
    const due = order.refund.status === 'due';
    const how = order.refund.method
      ? (due ? REFUND_DUE_WORDS : REFUND_HOW_WORDS)[order.refund.method]
      : null;
    lines.push([
      due ? MONEY_LABELS.refundDue : MONEY_LABELS.refunded,
      `${formatPrice(order.refund.amount)}${how ? ` (${how})` : ''}`,
    ]);
  }
  return lines;
}

/** How the order is paid, in the customer's words: "cash", "card", "by JazzCash". */
const paidHow = (order: Order) =>
  order.paymentMethod === 'transfer' && order.transferMethod
    ? `by ${MOVEMENT_METHOD_WORDS[order.transferMethod]}`
    : order.paymentMethod === 'cash'
      ? 'cash'
      : 'card';

/** The details the customer typed, quoted as their words. */
const customerDetails = (order: Order): [string, string][] => [
  ['Name', quoted(order.customer_Name)],
  ['Phone', quoted(order.customer_Number)],
  ...(order.customer_Address
    ? [['Address', quoted(order.customer_Address)] as [string, string]]
    : []),
];

const handOver = (order: Order, venue: VenueInfo) =>
  order.deliveryType === 'deliver'
    ? 'We will deliver it to the address you gave.'
    : `We will have it ready for pickup${venue.address ? ` at ${venue.address}` : ''}.`;

/** "Order received" to a customer who gave an e-mail (see docs/notifications.md#order-received). */
export function orderReceivedEmail(order: Order, venue: VenueInfo): EmailBody {
  return renderEmail(venue, {
    subject: `Your ${venue.name} order #${order.id}`,
    heading: `We have your order #${order.id}`,
    paragraphs: [`Thank you for your order at ${venue.name}.`, handOver(order, venue)],
    facts: [...orderLines(order), ...customerDetails(order)],
    closing: ['The name, phone and address are as you typed them.'],
  });
}

/** What an order by transfer waits for, and where its customer sends the receipt. */
export interface OrderTransferFacts {
  /** The key of the order's own page (docs/payments.md#transfers). */
  accessToken: string;
  transferBy: Date;
}

const orderPage = (facts: OrderTransferFacts, venue: VenueInfo) =>
  `${venue.appUrl}${routePath(APP_ROUTES.myOrder, { token: facts.accessToken })}`;

/** What to send, how, by when and with which reference. */
function transferAsk(order: Order, facts: OrderTransferFacts, venue: VenueInfo): string {
  const how = order.transferMethod ? MOVEMENT_METHOD_WORDS[order.transferMethod] : 'transfer';
  const by = venueDateTime(facts.transferBy, venue.timeZone);
  return `Send ${formatPrice(order.total_Price)} by ${how} before ${by}, writing ${orderTransferReference(order.id)} as the reference, then upload the receipt on your order's page. We start on your order once staff see the money.`;
}

/**
 * "Order awaiting transfer" to a customer paying by transfer (docs/notifications.md#order-awaiting-transfer):
 * what to send and the link to the order's own page, the one way back to it.
 */
export function orderAwaitingTransferEmail(
  order: Order,
  facts: OrderTransferFacts,
  venue: VenueInfo,
): EmailBody {
  return renderEmail(venue, {
    subject: `Your ${venue.name} order #${order.id}: ${TRANSFER_MESSAGES.toCheck.toLowerCase()}`,
    heading: `Send your transfer for order #${order.id}`,
    paragraphs: [`Thank you for your order at ${venue.name}.`, transferAsk(order, facts, venue)],
    facts: [...orderLines(order), ...customerDetails(order)],
    action: { label: 'Open your order', url: orderPage(facts, venue) },
    closing: ["Keep this message: its link is your order's page."],
  });
}

/** order_awaiting_transfer's parameters: name, order number, what to send, the order's page. */
export const orderAwaitingTransferWhatsappParameters = (
  order: Order,
  facts: OrderTransferFacts,
  venue: VenueInfo,
): string[] => [
  order.customer_Name,
  `#${order.id}`,
  transferAsk(order, facts, venue),
  orderPage(facts, venue),
];

/** order_received's parameters: name, order number, total, and how it reaches the customer. */
export const orderWhatsappParameters = (order: Order, venue: VenueInfo): string[] => [
  order.customer_Name,
  `#${order.id}`,
  formatPrice(order.total_Price),
  [
    handOver(order, venue),
    ...moneyLines(order).map(([label, value]) => `${label}: ${value}.`),
  ].join(' '),
];

/**
 * What a cancelled order's customer hears of their money, if they paid (docs/payments.md#refunds):
 * what comes back, the way it was paid, and by when; its own message says when it is done
 * (docs/notifications.md#refunded).
 */
const refundNote = (order: Order, venue: VenueInfo): string[] =>
  refundComing(
    order.refund,
    order.paymentStatus === 'paid' ? order.total_Price : 0,
    venue.timeZone,
  );

/** "Order cancelled" when staff cancel it (see docs/notifications.md#order-cancelled). */
export function orderCancelledEmail(order: Order, venue: VenueInfo): EmailBody {
  return renderEmail(venue, {
    subject: `Your ${venue.name} order #${order.id} is cancelled`,
    heading: `Your order #${order.id} is cancelled`,
    paragraphs: [
      `We are sorry: we have cancelled your order #${order.id}.`,
      `Reason: ${order.cancelReason ?? 'not given'}`,
      ...refundNote(order, venue),
    ],
    facts: orderLines(order),
  });
}

/** order_cancelled's parameters: name, order number, reason, and what happens to the money. */
export const orderCancelledWhatsappParameters = (order: Order, venue: VenueInfo): string[] => [
  order.customer_Name,
  `#${order.id}`,
  order.cancelReason ?? 'not given',
  refundNote(order, venue)[0] ?? 'Nothing was charged.',
];

/** The venue's own alert of a new order (see docs/notifications.md#staff-alerts). */
export function staffNewOrderEmail(order: Order, venue: VenueInfo): EmailBody {
  return renderEmail(venue, {
    subject: `New order #${order.id}: ${formatPrice(order.total_Price)}, ${order.deliveryType === 'deliver' ? 'delivery' : 'pickup'}`,
    heading: `New order #${order.id}`,
    paragraphs: [handOver(order, venue).replace('We will', 'To')],
    facts: [...orderLines(order), ...customerDetails(order)],
    action: { label: 'Open the orders', url: `${venue.appUrl}${routePath(APP_ROUTES.orderList)}` },
  });
}
