/**
 * Phone numbers as people type them (see docs/bookings.md#form-checks): `0321-1234567`,
 * `0321 1234567`, `+92 321 1234567` and `92 321 1234567` are all the number `03211234567`, which
 * is what the booking form, the checkout and the server keep. Urdu (۰۱۲۳۴۵۶۷۸۹) and Arabic-Indic
 * (٠١٢٣٤٥٦٧٨٩) digits are read as the digits they are. Zod-free, like booking-rules.ts: the
 * booking host's first page reads it (docs/decisions/004-web-bundles.md).
 */

/** What people put between digits; nothing else is dropped. */
const SEPARATORS = /[\s()-]/g;
/** Pakistan's country code, in the ways it is written, in place of the national leading 0. */
const COUNTRY_CODE = /^(?:\+92|0092|92)/;
/** The digits after the leading 0 (or the country code) of a Pakistani number. */
const NATIONAL_DIGITS = /^\d{10}$/;
/** Arabic-Indic (U+0660…) and Extended Arabic-Indic, Urdu's (U+06F0…), digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** `text` with Urdu and Arabic-Indic digits written 0-9; everything else as it was. */
export function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * The number written the national way, `03211234567`, when it is one with separators or a
 * country code; otherwise what was typed without its separators (digits made 0-9), for the phone
 * rule to refuse with its own message.
 */
export function normalizePhone(typed: string): string {
  const compact = westernDigits(typed).replace(SEPARATORS, '');
  const national = compact.replace(COUNTRY_CODE, '');
  return national !== compact && NATIONAL_DIGITS.test(national) ? `0${national}` : compact;
}

/**
 * How many digits the typed number has, written the national way: a form judges the number as it
 * is typed once there are 11, so `+92 321 123456` is not called short a digit early.
 */
export function nationalDigitCount(typed: string): number {
  return westernDigits(typed).replace(SEPARATORS, '').replace(COUNTRY_CODE, '0').replace(/\D/g, '')
    .length;
}

/** A country code that can only be one at the start of a part of a number: `+92`, `0092`. */
const WRITTEN_COUNTRY_CODE = /^(?:\+|00)92/;
/** `92` set apart from what follows (`92 321 …`), which is no run of digits inside a number. */
const SPACED_COUNTRY_CODE = /^92[\s()-]/;
/** Fewer digits than this match too many numbers to be a search by phone. */
const SEARCH_DIGITS_MIN = 3;

/**
 * The digits to look for in stored numbers (written 03XXXXXXXXX) when staff search by a part of a
 * phone as they would type it: `0321 555`, `0321-555`, `+92 321 555` and `92 321 555` all look for
 * `0321555`. Undefined when the search has fewer than three digits (a name, say).
 */
export function phoneSearchDigits(typed: string): string | undefined {
  const text = westernDigits(typed).trim();
  const compact = text.replace(SEPARATORS, '');
  const withCountryCode = WRITTEN_COUNTRY_CODE.test(compact) || SPACED_COUNTRY_CODE.test(text);
  const national = withCountryCode ? compact.replace(COUNTRY_CODE, '0') : normalizePhone(text);
  const digits = national.replace(/\D/g, '');
  return digits.length >= SEARCH_DIGITS_MIN ? digits : undefined;
}
