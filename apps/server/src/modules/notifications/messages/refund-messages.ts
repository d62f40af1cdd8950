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

/** The customer is told their refund is done: the amount, how and when (docs/notifications.md#refunded). */
export function refundedEmail(facts: RefundFacts, venue: VenueInfo): EmailBody {
  const when = longDate(venueNow(venue.timeZone, facts.at).date);
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
    ...(facts.accessToken
      ? {
          action: {
            label: 'View your booking',
            url: bookingLink({ accessToken: facts.accessToken }, venue),
          },
        }
      : {}),
  });
}
