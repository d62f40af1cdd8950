import { PAYMENT_MESSAGES, type CheckoutStatus } from '@padel/contracts';
import { apiRequest, ApiRequestError } from '@/lib/api-client';

/**
 * The payment result pages of both hosts (see docs/screens.md#payment-results): the customer comes
 * back from the provider with `?session_id=`, and the page asks the server until the provider's
 * verified event has arrived (see docs/payments.md#card-payments). Coming back proves nothing.
 */

/** How often a result page asks while the payment is being confirmed. */
export const CHECKOUT_POLL_MS = 2_000;
/** How long it keeps asking before it says the confirmation is late. */
export const CHECKOUT_WAIT_LIMIT_MS = 120_000;

/** The words both hosts' result pages share. */
export const PAYMENT_RESULT_TEXTS = {
  confirming: 'Confirming your payment...',
  success: 'Payment success!',
  thanksPadel: 'Thanks for booking Padel!',
  redirecting: 'Taking you to the payment page...',
  late: 'Your payment is not confirmed yet',
} as const;

/** GET /api/payments/checkout/{sessionId}: public, so no admin token is sent. */
export function getCheckoutStatus(
  sessionId: string,
  signal?: AbortSignal,
): Promise<CheckoutStatus> {
  return apiRequest(`/payments/checkout/${encodeURIComponent(sessionId)}`, {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.checkoutStatusSchema,
  });
}

/** The `session_id` the provider put in the return address; null when there is none. */
export function checkoutSessionId(search: URLSearchParams): string | null {
  const value = search.get('session_id')?.trim();
  return value ? value : null;
}

export type CheckoutView =
  | { kind: 'confirming' }
  | { kind: 'paid'; status: CheckoutStatus }
  | { kind: 'expired'; status: CheckoutStatus }
  /** Still pending (or unreachable) when the wait ran out. */
  | { kind: 'late'; status: CheckoutStatus | undefined }
  /** The server does not know this payment (4xx): asking again will not help. */
  | { kind: 'unknown'; message: string };

/**
 * What a result page shows for the latest answer. A failed request while waiting is not news: the
 * page keeps asking until the wait runs out, unless the server refused the id itself.
 */
export function checkoutView(
  status: CheckoutStatus | undefined,
  error: unknown,
  waitOver: boolean,
): CheckoutView {
  if (status?.status === 'paid') return { kind: 'paid', status };
  if (status?.status === 'expired') return { kind: 'expired', status };
  if (
    !status &&
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  ) {
    return { kind: 'unknown', message: error.serverMessage ?? PAYMENT_MESSAGES.checkoutNotFound };
  }
  return waitOver ? { kind: 'late', status } : { kind: 'confirming' };
}

/** Only a payment still being confirmed is worth asking about again. */
export const keepAsking = (view: CheckoutView) => view.kind === 'confirming';

/** Leaves for the provider's payment page (a full page load: it is another site). */
export function goToPayment(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
