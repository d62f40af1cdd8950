import { formatPrice, REFUND_HOW_WORDS, venueNow, type MovementMethod } from '@padel/contracts';
import type { EmailBody } from '../channels/email-channel';
import { bookingLink } from './booking-messages';
import { renderEmail } from './email-layout';
import { longDate, quoted, type VenueInfo } from './venue';

/** The messages that say a refund is done (docs/notifications.md#refunded). */
export type RefundMessageKind = 'booking-refunded' | 'order-refunded';

/**
 * What a refund's message says (the notifications module's own input, ADR 030): who it goes to,
 * what the money was for, how much went back, how (the ledger's method) and when.
 */
export interface RefundFacts {
  email: string | null;
  /** The customer's phone, for the message's WhatsApp twin; without it e-mail only. */
  phone?: string | null;
  customerName: string;
  /** What was paid for, as the customer knows it: "booking #12", "order #7". */
  paidFor: string;
  /** The booking's date, when it was a booking. */
  date: string | null;
  /** The key of the customer's own booking page, when it was a booking. */
  accessToken: string | null;
  amount: number;
  method: MovementMethod;
  at: Date;
}

/** "to the card you paid with", "in cash", "by bank transfer": how it went back, in a sentence. */
const HOW_IN_A_SENTENCE: Record<MovementMethod, string> = {
  'card-online': 'to the card you paid with',
  'card-desk': 'to the card you paid with',
  cash: 'in cash',
  'bank-transfer': 'by bank transfer',
  raast: 'by Raast',
  jazzcash: 'to your JazzCash account',
  easypaisa: 'to your Easypaisa account',
};

/** A card refund takes the bank's time to show; money handed or sent by hand is there already. */
const arrival = (method: MovementMethod) =>
  method === 'card-online' || method === 'card-desk'
    ? 'It may take a few days to show on your statement.'
    : 'Please contact the venue if it has not reached you.';

/** The day the money went back, in the venue's zone: "Wednesday, 4 March 2026". */
const refundDay = (facts: RefundFacts, venue: VenueInfo) =>
  longDate(venueNow(venue.timeZone, facts.at).date);

/** The customer's own page, when the refund was a booking's. */
const pageLink = (facts: RefundFacts, venue: VenueInfo) =>
  facts.accessToken ? bookingLink({ accessToken: facts.accessToken }, venue) : undefined;

/** The customer is told their refund is done: the amount, how and when (docs/notifications.md#refunded). */
export function refundedEmail(facts: RefundFacts, venue: VenueInfo): EmailBody {
  const when = refundDay(facts, venue);
  const link = pageLink(facts, venue);
  return renderEmail(venue, {
    subject: `Your ${venue.name} refund of ${formatPrice(facts.amount)}`,
    heading: `We have refunded ${formatPrice(facts.amount)}`,
    paragraphs: [
      `Your refund of ${formatPrice(facts.amount)} for your ${facts.paidFor} was paid back ${HOW_IN_A_SENTENCE[facts.method]} on ${when}.`,
      arrival(facts.method),
    ],
    facts: [
      ['For', facts.paidFor],
      ...(facts.date ? [['Date', longDate(facts.date)] as [string, string]] : []),
      ['Name', quoted(facts.customerName)],
      ['Refunded', formatPrice(facts.amount)],
      ['How', REFUND_HOW_WORDS[facts.method]],
      ['When', when],
    ],
    ...(link ? { action: { label: 'View your booking', url: link } } : {}),
  });
}

/**
 * booking_refunded's and order_refunded's parameters (docs/notifications.md#whatsapp): name, what
 * was paid for, the amount, how it went back, the day, what to expect, and a booking's page.
 */
export function refundedWhatsappParameters(facts: RefundFacts, venue: VenueInfo): string[] {
  const link = pageLink(facts, venue);
  return [
    facts.customerName,
    facts.paidFor,
    formatPrice(facts.amount),
    HOW_IN_A_SENTENCE[facts.method],
    refundDay(facts, venue),
    arrival(facts.method),
    ...(link ? [link] : []),
  ];
}
