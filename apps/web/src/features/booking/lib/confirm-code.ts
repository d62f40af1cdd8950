import { CONFIRM_CODE_LENGTH, CONTACT_CHECK_MESSAGES } from '@padel/contracts';

/**
 * The customer's side of a verified hold (docs/screens.md#after-booking): an online
 * booking from a new contact holds its slots until `confirmBy`, waiting for the code its message
 * carried.
 */

const CODE = new RegExp(`^\\d{${CONFIRM_CODE_LENGTH}}$`);

/** The code as it is sent: what was typed or pasted, spaces and dashes left out. */
export function typedCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The "Resend code" button's words (docs/security.md#resend-code): a countdown while a new code
 * may not be asked for yet ("Resend code in 0:45"), else the plain action.
 */
export function resendLabel(secondsLeft: number): string {
  if (secondsLeft <= 0) return 'Resend code';
  const seconds = Math.ceil(secondsLeft);
  return `Resend code in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The message under the field for a code that cannot be right, or undefined. */
export function codeProblem(code: string): string | undefined {
  return CODE.test(code) ? undefined : CONTACT_CHECK_MESSAGES.codeFormat;
}

/**
 * The code of the e-mail's button (`?code=123456`), when the address carries one that could be
 * right: the page sends it once, by script, so a link scanner that opens the link confirms nothing.
 */
export function codeFromLink(search: string): string | undefined {
  const code = new URLSearchParams(search).get('code');
  return code !== null && CODE.test(code) ? code : undefined;
}

/** The address without its `code`, so a reload or a shared link does not send it again. */
export function searchWithoutCode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('code');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export type HoldState =
  | { kind: 'none' }
  /** Waiting for the code: at most `minutesLeft` minutes more (rounded up), until `until`. */
  | { kind: 'awaiting'; until: string; minutesLeft: number }
  /** The time is up; the server cancels the hold "Not confirmed in time" on its next round. */
  | { kind: 'lapsed' };

/**
 * Whether a booking still waits for its code, read against the browser's clock `nowMs`. A receipt
 * this tab kept from before the field existed has none.
 */
export function holdState(booking: { confirmBy?: string | null }, nowMs: number): HoldState {
  if (!booking.confirmBy) return { kind: 'none' };
  const left = Date.parse(booking.confirmBy) - nowMs;
  if (!(left > 0)) return { kind: 'lapsed' };
  return { kind: 'awaiting', until: booking.confirmBy, minutesLeft: Math.ceil(left / 60_000) };
}
