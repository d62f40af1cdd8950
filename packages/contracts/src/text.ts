/**
 * Text rules shared by every form and call, without zod so that any page may use them
 * (docs/decisions/004-web-bundles.md).
 */

/** Line breaks, including the Unicode ones: a name or other one-line field never holds one. */
export const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** True when the text has no line break: e-mails quote names on a line of their own. */
export const isOneLine = (text: string) => !LINE_BREAK.test(text);

export const oneLineMessage = (label: string) => `${label} must be written on one line.`;

/**
 * How a number written as text must look: the digits 0-9, nothing else, so no sign, space,
 * exponent, hexadecimal or decimal point is read as a number (see docs/api.md#numbers-ids-and-dates).
 */
export const DIGITS = /^\d+$/;

/** The longest person name any form or call accepts (a customer, a café order's name). */
export const PERSON_NAME_MAX = 100;

/** The longest e-mail address accepted anywhere: the 254 characters a mail path can carry. */
export const EMAIL_MAX = 254;

/**
 * The address shape zod's `z.email()` checks (zod/v4/core `regexes.email`), written here so that
 * a page without zod checks addresses exactly as the server does.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** True for an address (already trimmed) that every form and call accepts. */
export const isEmailAddress = (email: string) =>
  email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
