/**
 * Phone numbers as people type them (see docs/bookings.md#form-checks): `0321-1234567`,
 * `0321 1234567`, `+92 321 1234567` and `92 321 1234567` are all the number `03211234567`, which
 * is what the booking form, the checkout and the server keep. Zod-free, like booking-rules.ts: the
 * booking host's first page reads it (docs/decisions/004-web-bundles.md).
 */

/** What people put between digits; nothing else is dropped. */
const SEPARATORS = /[\s()-]/g;
/** Pakistan's country code, in the ways it is written, in place of the national leading 0. */
const COUNTRY_CODE = /^(?:\+92|0092|92)/;
/** The digits after the leading 0 (or the country code) of a Pakistani number. */
const NATIONAL_DIGITS = /^\d{10}$/;

/**
 * The number written the national way, `03211234567`, when it is one with separators or a
 * country code; otherwise what was typed without its separators, for the phone rule to refuse
 * with its own message.
 */
export function normalizePhone(typed: string): string {
  const compact = typed.replace(SEPARATORS, '');
  const national = compact.replace(COUNTRY_CODE, '');
  return national !== compact && NATIONAL_DIGITS.test(national) ? `0${national}` : compact;
}

/**
 * How many digits the typed number has, written the national way: a form judges the number as it
 * is typed once there are 11, so `+92 321 123456` is not called short a digit early.
 */
export function nationalDigitCount(typed: string): number {
  return typed.replace(SEPARATORS, '').replace(COUNTRY_CODE, '0').replace(/\D/g, '').length;
}
