import { z } from 'zod';
import { emailProblem } from './booking-rules';
import { pageQueryShape } from './input';
import { EMAIL_MAX } from './text';

/**
 * The messages the product sends and the log admins read (see docs/notifications.md). Each
 * message is one row per channel, written with the change that causes it.
 */
export const NOTIFICATION_CHANNELS = ['email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** How the log names each channel. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
};

/** pending: waiting for its next attempt; sent; failed: given up after a day of retries. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** How the log names each status. */
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * What the venue's message limits say (docs/notifications.md#message-limits): to a customer whose
 * booking needs a code that cannot be sent, and in the log beside a message held back.
 */
/**
 * What of the hour's budget of messages to unverified recipients one customer's network may use
 * (ADR 070): an IPv4 /24 or IPv6 /64 a quarter, an IPv4 /16 or IPv6 /48 a half, as each day's
 * budget of holds is shared (`NETWORK_HOLD_SHARES`).
 */
export const NETWORK_MESSAGE_SHARES = { narrow: 25, wide: 50 } as const;

export const MESSAGE_LIMIT_MESSAGES = {
  /** A booking (or a new code) refused up front: no code could go out, so no slots are held. */
  codeNotSent: (venue: { phone: string; whatsapp: string }) => {
    const ways = [
      venue.phone ? `call the venue on ${venue.phone}` : '',
      venue.whatsapp ? `message it on WhatsApp (+${venue.whatsapp})` : '',
    ].filter((way) => way !== '');
    const reach = ways.length > 0 ? ways.join(' or ') : 'call the venue';
    return `We cannot send you a confirmation code right now, so nothing was booked. Please ${reach} to book.`;
  },
  /** The log's reason for a message the venue's hourly budget held back. */
  overBudget: (perHour: number) =>
    `Not sent: the venue's ${perHour} messages an hour to recipients who never confirmed were used up.`,
  /** The log's reason for a message over its network's share of the hour's budget (ADR 070). */
  overNetworkShare: (share: number) =>
    `Not sent: this customer's network was sent ${share} messages this hour to recipients who never confirmed, its share of the venue's budget.`,
  /** The log's reason for a message over the per-recipient daily cap. */
  overRecipientCap: (perDay: number) =>
    `Not sent: this recipient was sent ${perDay} messages in the last 24 hours.`,
} as const;

export const NOTIFICATION_KINDS = [
  'booking-received',
  'booking-code',
  'booking-confirmed',
  'booking-cancelled',
  'booking-reminder',
  'booking-changed',
  'series-booked',
  'series-changed',
  'series-renewal',
  'queue-notice',
  'order-received',
  // A café order by transfer: what to send and its page (docs/notifications.md#order-awaiting-transfer).
  'order-awaiting-transfer',
  'order-cancelled',
  // A refund done, and how it went back (docs/notifications.md#refunded).
  'booking-refunded',
  'order-refunded',
  'password-reset',
  'sign-in-link',
  'find-my-booking',
  'staff-new-booking',
  'staff-new-order',
  'staff-booking-cancelled',
  // The closed day's report, to the owner (docs/till.md#day-close).
  'day-closed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The messages that also go out on WhatsApp, each as a pre-approved template (WhatsApp only lets
 * a business start a conversation with one; see docs/notifications.md#whatsapp). The venue
 * creates them in its WhatsApp Manager under these names, or its own (`WHATSAPP_TEMPLATES`).
 */
export const WHATSAPP_TEMPLATE_KINDS = [
  'booking-received',
  // An authentication template (WhatsApp's kind for one-time codes): its one parameter is the code.
  'booking-code',
  'booking-confirmed',
  'booking-cancelled',
  'booking-reminder',
  'booking-changed',
  // A booking series' one message (docs/notifications.md#series), for a regular who gave only a phone.
  'series-booked',
  'series-changed',
  'series-renewal',
  'order-received',
  'order-awaiting-transfer',
  'order-cancelled',
  // A refund done: how much went back, how and when (docs/notifications.md#refunded).
  'booking-refunded',
  'order-refunded',
  // The closed day's figures, to the venue's own WhatsApp (docs/till.md#day-close).
  'day-closed',
] as const satisfies readonly NotificationKind[];
export type WhatsappTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

export const DEFAULT_WHATSAPP_TEMPLATES: Record<WhatsappTemplateKind, string> = {
  'booking-received': 'booking_received',
  'booking-code': 'booking_code',
  'booking-confirmed': 'booking_confirmed',
  'booking-cancelled': 'booking_cancelled',
  'booking-reminder': 'booking_reminder',
  'booking-changed': 'booking_changed',
  'series-booked': 'series_booked',
  'series-changed': 'series_changed',
  'series-renewal': 'series_renewal',
  'order-received': 'order_received',
  'order-awaiting-transfer': 'order_awaiting_transfer',
  'order-cancelled': 'order_cancelled',
  'booking-refunded': 'booking_refunded',
  'order-refunded': 'order_refunded',
  'day-closed': 'day_closed',
};

/** How the log names each kind of message. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'booking-received': 'Booking received',
  'booking-code': 'Booking code',
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  'booking-reminder': 'Booking reminder',
  'booking-changed': 'Booking changed',
  'series-booked': 'Series booked',
  'series-changed': 'Series changed',
  'series-renewal': 'Series renewal',
  'queue-notice': 'Table free (queue)',
  'order-received': 'Order received',
  'order-awaiting-transfer': 'Order awaiting transfer',
  'order-cancelled': 'Order cancelled',
  'booking-refunded': 'Booking refunded',
  'order-refunded': 'Order refunded',
  'password-reset': 'Password reset',
  'sign-in-link': 'Sign-in link',
  'find-my-booking': 'Find my booking',
  'staff-new-booking': 'Staff: new booking',
  'staff-new-order': 'Staff: new order',
  'staff-booking-cancelled': 'Staff: cancelled by customer',
  'day-closed': 'Day closed',
};

/** One message in the log: who it went to and how it fared, never its body (it may hold links). */
export const notificationSchema = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: a list, newest first; the total travels in TOTAL_COUNT_HEADER. */
export const notificationListSchema = z.array(notificationSchema);

export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_PAGE_SIZE_MAX = 200;

export const notificationListQuerySchema = z.object({
  status: z
    .enum(NOTIFICATION_STATUSES, { error: 'Status must be pending, sent or failed' })
    .optional(),
  ...pageQueryShape(NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE_MAX),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const NOTIFICATION_MESSAGES = {
  retried: 'The message will be sent again in a moment.',
  notFailed: 'Only a failed message can be retried.',
  notFound: 'Message not found.',
} as const;

/** POST /api/notifications/{id}/retry: the message as it now stands. */
export const notificationRetryAnswerSchema = z.object({
  message: z.string(),
  notification: notificationSchema,
});

/**
 * Find my booking (see docs/notifications.md#find-my-booking): the answer is the same whether or
 * not the address has bookings, so it tells a stranger nothing.
 */
export const FIND_MY_BOOKING_MESSAGE =
  'If that e-mail has upcoming bookings, we have sent it their links. Please check your inbox, and your spam folder too.';

export const findMyBookingRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail.' })
    .trim()
    .max(EMAIL_MAX)
    .superRefine((email, ctx) => {
      const problem = emailProblem(email);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type FindMyBookingRequest = z.input<typeof findMyBookingRequestSchema>;

/**
 * What needs staff's attention, for every date (see docs/notifications.md#staff-alerts): pending
 * bookings per date from today on, and café orders not yet sent.
 */
export const attentionSchema = z.object({
  pendingBookings: z.array(z.object({ date: z.string(), count: z.number().int() })),
  pendingOrders: z.number().int(),
  /**
   * Active booking series whose last date is within SERIES_LIMITS.renewalNoticeDays (see
   * docs/bookings.md#series): time to ask the regular about renewal.
   */
  seriesEndingSoon: z.number().int().optional(),
  /**
   * Staff's requests waiting for the owner (docs/prices.md#owner-prices): counted for the owner
   * only, who alone can answer them; 0 for staff.
   */
  approvalsWaiting: z.number().int().optional(),
  /** Refunds due, bookings' and orders', until done (docs/payments.md#refunds-to-follow). */
  refundsDue: z.number().int().optional(),
  /** Bookings whose advance by transfer waits for staff to check (docs/payments.md#transfers). */
  transfersToCheck: z.number().int().optional(),
  /**
   * Today's budget of unverified online holds is full: staff see the networks holding it and
   * cancel one's holds on Blocked contacts (docs/security.md#calendar-fill).
   */
  onlineHoldsFull: z.boolean().optional(),
});
export type Attention = z.infer<typeof attentionSchema>;
