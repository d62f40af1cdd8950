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

export const CONTACT_CHECK_MESSAGES = {
  awaiting: (minutes: number) =>
    `Booking received. Please confirm it within ${minutes} minutes with the ${CONFIRM_CODE_LENGTH}-digit code we sent you, or its slots are released.`,
  codeFormat: `Please enter the ${CONFIRM_CODE_LENGTH}-digit code from the message we sent you.`,
  codeWrong: 'That code is not right. Please check the message we sent you and try again.',
  tooManyTries: 'Too many wrong codes for this booking. Please book again or call the venue.',
  confirmed: 'Thank you: your booking is confirmed as yours.',
  alreadyConfirmed: 'This booking needs no code: it is already confirmed as yours.',
  tooLate: 'This booking was not confirmed in time and its slots were released. Please book again.',
  /** The cancel reason of a hold the customer never confirmed. */
  notConfirmedReason: 'Not confirmed in time',
  blocked: 'Online bookings are not taken from this phone number or e-mail. Please call the venue.',
  tooManyUnconfirmed:
    'Bookings from your connection are waiting for their codes. Please confirm them first, or try again later.',
  contactInvalid: 'Enter a phone number (03XXXXXXXXX) or an e-mail address.',
  alreadyBlocked: 'This contact is already blocked.',
  blockNotFound: 'This block was not found.',
  filterRequired: 'Choose a contact, an address or a time to cancel bookings by.',
  addressInvalid: 'Enter a client address such as 203.0.113.7 or a network such as 203.0.113.0/24.',
  windowInvalid: 'The end of the time window must come after its start.',
  reasonRequired: 'Please give a reason: the customers are told it.',
  bulkCancelled: (count: number) =>
    count === 1 ? '1 booking was cancelled.' : `${count} bookings were cancelled.`,
} as const;
