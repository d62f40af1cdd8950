import { PAYMENT_MESSAGES, type CheckoutStatus } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from './api-client';
import { checkoutSessionId, checkoutView, keepAsking } from './checkout-status';

const booking = (status: CheckoutStatus['status']): CheckoutStatus => ({
  kind: 'booking',
  status,
  accessToken: 'token-1',
});

describe('the payment result pages', () => {
  it('read the session id the provider puts in the return address', () => {
    expect(checkoutSessionId(new URLSearchParams('session_id=cs_test_abc123'))).toBe(
      'cs_test_abc123',
    );
    expect(checkoutSessionId(new URLSearchParams(''))).toBeNull();
    expect(checkoutSessionId(new URLSearchParams('session_id=%20'))).toBeNull();
  });

  it('keep confirming while the payment is pending, and show paid or expired once known', () => {
    expect(checkoutView(undefined, undefined, false)).toEqual({ kind: 'confirming' });
    expect(checkoutView(booking('pending'), undefined, false)).toEqual({ kind: 'confirming' });
    expect(checkoutView(booking('paid'), undefined, false)).toEqual({
      kind: 'paid',
      status: booking('paid'),
    });
    expect(checkoutView(booking('expired'), undefined, false).kind).toBe('expired');
    // The verdict stands even after the wait ran out.
    expect(checkoutView(booking('paid'), undefined, true).kind).toBe('paid');
  });

  it('say the payment is late when the wait runs out, and then stop asking', () => {
    const view = checkoutView(booking('pending'), undefined, true);
    expect(view).toEqual({ kind: 'late', status: booking('pending') });
    expect(keepAsking(view)).toBe(false);
    expect(keepAsking(checkoutView(booking('pending'), undefined, false))).toBe(true);
    expect(keepAsking(checkoutView(booking('paid'), undefined, false))).toBe(false);
  });

  it('keep asking through a failed request, but not about a payment the server does not know', () => {
    const offline = new ApiNetworkError(new Error('offline'));
    expect(checkoutView(undefined, offline, false)).toEqual({ kind: 'confirming' });
    expect(checkoutView(undefined, new ApiRequestError(502, undefined), false).kind).toBe(
      'confirming',
    );
    expect(checkoutView(undefined, new ApiRequestError(429, undefined), false).kind).toBe(
      'confirming',
    );
    expect(checkoutView(undefined, offline, true)).toEqual({ kind: 'late', status: undefined });

    const notFound = checkoutView(
      undefined,
      new ApiRequestError(404, { message: PAYMENT_MESSAGES.checkoutNotFound }),
      false,
    );
    expect(notFound).toEqual({ kind: 'unknown', message: PAYMENT_MESSAGES.checkoutNotFound });
    expect(keepAsking(notFound)).toBe(false);
    expect(checkoutView(undefined, new ApiRequestError(400, undefined), false)).toEqual({
      kind: 'unknown',
      message: PAYMENT_MESSAGES.checkoutNotFound,
    });
  });
});
