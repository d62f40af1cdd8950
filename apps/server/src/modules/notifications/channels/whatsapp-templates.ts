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
