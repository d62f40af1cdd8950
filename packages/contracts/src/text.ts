/**
 * Text rules shared by every form and call, without zod so that any page may use them
 * (docs/decisions/004-web-bundles.md).
 */

/** Line breaks, including the Unicode ones: a name or other one-line field never holds one. */
export const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** True when the text has no line break: e-mails quote names on a line of their own. */
export const isOneLine = (text: string) => !LINE_BREAK.test(text);

export const oneLineMessage = (label: string) => `${label} must be written on one line.`;
