import { createBookingResponseSchema, type CreateBookingRequest } from '@padel/contracts';
import { findBookingByToken } from '../src/modules/bookings/bookings.repo';
import type { Api, CallOptions } from './api';
import { expectStatus } from './expect-status';
import { givenTrustedCustomer } from './given/trusted-customer';
import { deliverStripeEvent, type startStripeStandIn } from './stripe-checkout';
import type { TestApp } from './test-app';

/**
 * A booking made through POST /api/create-booking, for tests ABOUT that flow or what it sends
 * (its messages, its checkout); a booking that is only a test's starting state is
 * `given.booking` (test/given.ts). Answers the 201's answer, the stored row and its id, and the
 * response itself (its cookies). `as` books as staff; `call` sets the client address and headers;
 * `regular` books as a customer whose contacts confirmed a booking before, so no code is awaited
 * where a channel could carry one (docs/security.md#calendar-fill).
 */
export async function bookThroughApi(
  t: Pick<TestApp, 'app' | 'api'>,
  request: CreateBookingRequest,
  options: { as?: Api; call?: CallOptions; regular?: boolean } = {},
) {
  if (options.regular) await givenTrustedCustomer(t.app.db, request);
  const response = await (options.as ?? t.api).post('/api/create-booking', request, options.call);
  const answer = createBookingResponseSchema.parse(expectStatus(response, 201).json());
  const row = await findBookingByToken(t.app.db, answer.accessToken);
  if (!row) throw new Error(`booking ${answer.accessToken} was answered but not stored`);
  return { ...answer, id: row.id, row, response };
}

/**
 * A booking whose card advance the customer has paid through the Stripe stand-in and whose
 * completed checkout the webhook recorded (docs/payments.md#webhook), so a refund of it reaches
 * the stand-in. Answers `bookThroughApi`'s answer and the payment's reference.
 */
export async function bookPaidByCard(
  t: Pick<TestApp, 'app' | 'api'>,
  stripe: Awaited<ReturnType<typeof startStripeStandIn>>,
  request: CreateBookingRequest,
  /** What the provider says was paid instead of the advance asked (docs/payments.md#amount-asked). */
  rupees?: number,
) {
  const booked = await bookThroughApi(t, { ...request, paymentType: 'PayViaCard' });
  const sessionId = booked.row.checkoutSessionId!;
  stripe.pay(sessionId, rupees);
  const event = stripe.signedEvent('checkout.session.completed', sessionId);
  expectStatus(await deliverStripeEvent(t.api, event), 200);
  return { ...booked, paymentIntent: stripe.sessions.get(sessionId)!.payment_intent! };
}

/**
 * A booking made over real HTTP on a server running as its own process (test/server-process.ts),
 * whose database the test cannot reach: answers the 201's answer.
 */
export async function bookOnServer(url: string, request: CreateBookingRequest) {
  const response = await fetch(`${url}/api/create-booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json();
  expectStatus({ status: response.status, body }, 201);
  return createBookingResponseSchema.parse(body);
}
