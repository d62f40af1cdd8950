/**
 * Verified holds' numbers and words without zod (docs/security.md#calendar-fill), so the
 * customer's booking pages can show them without loading the schema library
 * (docs/decisions/004-web-bundles.md). The schemas are in `contact-checks.ts`.
 */

/** Digits in the confirmation code the booking-received message carries. */
export const CONFIRM_CODE_LENGTH = 6;
/** How long a contact that confirmed a booking needs no code again. */
export const TRUSTED_CONTACT_DAYS = 180;
/** Wrong codes one booking may be sent before it must be booked again. */
export const CONFIRM_CODE_TRIES = 5;
/** Seconds after a code was sent before the customer may ask for another ("Resend code"). */
export const RESEND_CODE_AFTER_SECONDS = 60;
/** New codes one booking may ask for beyond the first (each replaces the one before). */
export const RESEND_CODE_MAX = 3;

export const CONTACT_CHECK_MESSAGES = {
  awaiting: (minutes: number) =>
    `Booking received. Please confirm it within ${minutes} minutes with the ${CONFIRM_CODE_LENGTH}-digit code we sent you, or its slots are released.`,
  codeFormat: `Please enter the ${CONFIRM_CODE_LENGTH}-digit code from the message we sent you.`,
  codeWrong: 'That code is not right. Please check the message we sent you and try again.',
  tooManyTries: 'Too many wrong codes for this booking. Please book again or call the venue.',
  /** Where the new code went, masked (`n***@example.test`, `WhatsApp ******4567`). */
  codeResent: (sentTo: string[]) =>
    `A new code is on its way to ${sentTo.join(' and ')}. The code sent before no longer works.`,
  resendTooSoon: (seconds: number) =>
    `A code was sent moments ago. Please wait ${seconds} seconds before asking for another.`,
  resendCapped: `No more codes can be sent for this booking (${RESEND_CODE_MAX} resent already). Please use the last one, or call the venue.`,
  notWaiting: 'This booking is not waiting for a code.',
  confirmed: 'Thank you: your booking is confirmed as yours.',
  alreadyConfirmed: 'This booking needs no code: it is already confirmed as yours.',
  tooLate: 'This booking was not confirmed in time and its slots were released. Please book again.',
  /** The cancel reason of a hold the customer never confirmed. */
  notConfirmedReason: 'Not confirmed in time',
  /**
   * The cancel reason of an online booking nobody secured in time: not paid, not confirmed by the
   * venue, not confirmed over WhatsApp (docs/security.md#calendar-fill).
   */
  notSecuredReason:
    'Not secured in time: an online booking is kept once its advance is paid, the venue confirms it, or it is confirmed over WhatsApp',
  blocked: 'Online bookings are not taken from this phone number or e-mail. Please call the venue.',
  contactInvalid: 'Enter a phone number (03XXXXXXXXX) or an e-mail address.',
  alreadyBlocked: 'This contact is already blocked.',
  blockNotFound: 'This block was not found.',
  filterRequired: 'Choose a contact, an address or a time to cancel bookings by.',
  addressInvalid:
    'Enter a client address such as 203.0.113.7, an IPv4 network /24 or /16 such as 203.0.113.0/24, or an IPv6 network /64, /56 or /48 such as 2001:db8:1::/48.',
  windowInvalid: 'The end of the time window must come after its start.',
  reasonRequired: 'Please give a reason: the customers are told it.',
  bulkCancelled: (count: number) =>
    count === 1 ? '1 booking was cancelled.' : `${count} bookings were cancelled.`,
} as const;
