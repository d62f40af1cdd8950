import type { NotificationKind } from '@padel/contracts';

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
  'order-received',
  'order-cancelled',
] as const satisfies readonly NotificationKind[];
export type WhatsappTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

export const DEFAULT_WHATSAPP_TEMPLATES: Record<WhatsappTemplateKind, string> = {
  'booking-received': 'booking_received',
  'booking-code': 'booking_code',
  'booking-confirmed': 'booking_confirmed',
  'booking-cancelled': 'booking_cancelled',
  'booking-reminder': 'booking_reminder',
  'booking-changed': 'booking_changed',
  'order-received': 'order_received',
  'order-cancelled': 'order_cancelled',
};

/** What the outbox keeps of a WhatsApp message: the template and its body's parameters, in order. */
export interface WhatsappBody {
  template: string;
  language: string;
  parameters: string[];
}

/**
 * A customer's phone as WhatsApp's `to`: the venue's numbers are Pakistani mobiles written
 * 03XXXXXXXXX, which WhatsApp knows as 923XXXXXXXXX. Anything else is not sent (undefined).
 */
export function whatsappNumber(phone: string): string | undefined {
  return /^03[0-9]{9}$/.test(phone) ? `92${phone.slice(1)}` : undefined;
}
