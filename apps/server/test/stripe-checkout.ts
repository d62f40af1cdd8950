import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Api } from './api';
import { json, readBody, startStandIn } from './stand-in';
import Stripe from 'stripe';

/** A Checkout Session as Stripe's API answers it (the fields the product reads, and a few more). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  created: number;
  livemode: false;
}

/** A refund as Stripe's API answers it (the fields the product reads, and a few more). */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface CreateRequest {
  idempotencyKey: string | undefined;
  /** The form body, as Stripe's bracketed keys: `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
}

const stripeError = (response: ServerResponse, status: number, message: string) =>
  json(response, status, { error: { type: 'invalid_request_error', message } });

const now = () => Math.floor(Date.now() / 1000);

/** Sends a signed event through the app's webhook (`inject`), as Stripe does. */
export const deliverStripeEvent = (api: Api, event: { payload: string; signature: string }) =>
  api.post('/api/payments/webhook', event.payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });

/**
 * A local stand-in of Stripe's Checkout API (see docs/quality.md#tests), driven by the real SDK
 * through STRIPE_API_URL: creates, retrieves and expires sessions (form-encoded requests, JSON
 * answers, idempotency keys honoured), serves a payment page, and sends the app events signed with
 * the SDK's own test-header helper, as Stripe's webhooks are.
 */
export async function startStripeStandIn(options: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, string>();
  const created: CreateRequest[] = [];
  const refunds: StandInRefund[] = [];
  const refundByIdempotencyKey = new Map<string, StandInRefund>();
  /** While true, the API answers 500 (Stripe having a bad minute). */
  let failing = false;
  let webhookUrl: string | undefined;
  const signer = new Stripe(options.secretKey);

  /** An event as Stripe sends it: its JSON body and the `Stripe-Signature` header. */
  function signedEvent(type: string, session: StandInSession) {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    });
    return { payload, signature };
  }

  async function sendEvent(type: string, session: StandInSession) {
    if (!webhookUrl) throw new Error('the stand-in has no webhook URL yet');
    const { payload, signature } = signedEvent(type, session);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, payload, signature };
  }

  function pay(session: StandInSession, rupees?: number) {
    // A payment for another amount than asked (docs/payments.md#amount-asked), in paisa as Stripe's.
    if (rupees !== undefined) session.amount_total = rupees * 100;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
    session.url = null;
  }

  const standIn = await startStandIn(async (request, response, url) => {
    const page = /^\/pay\/(cs_test_[a-z0-9]+)$/.exec(url.pathname);
    if (page) return payPage(request, response, page[1]!);
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return json(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (failing) return stripeError(response, 500, 'An unknown error occurred');
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      return refund(request, response);
    }
    const one = /^\/v1\/checkout\/sessions\/(cs_test_[a-z0-9]+)(\/expire)?$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      return create(request, response);
    }
    const session = one ? sessions.get(one[1]!) : undefined;
    if (!one || !session) return stripeError(response, 404, 'No such checkout.session');
    if (request.method === 'GET' && !one[2]) return json(response, 200, session);
    if (request.method === 'POST' && one[2]) {
      if (session.status !== 'open') {
        return stripeError(response, 400, `This Checkout Session is ${session.status}.`);
      }
      session.status = 'expired';
      session.url = null;
      return json(response, 200, session);
    }
    return stripeError(response, 404, 'Unrecognized request URL');
  });

  async function create(request: IncomingMessage, response: ServerResponse) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const key = request.headers['idempotency-key'] as string | undefined;
    created.push({ idempotencyKey: key, form });
    const earlier = key ? byIdempotencyKey.get(key) : undefined;
    if (earlier) return json(response, 200, sessions.get(earlier));
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form['line_items[0][price_data][unit_amount]']) * quantity,
      currency: form['line_items[0][price_data][currency]'] ?? '',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      ),
      payment_intent: null,
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      expires_at: Number(form.expires_at),
      url: `${standIn.baseUrl}/pay/${id}`,
      created: now(),
      livemode: false,
    };
    sessions.set(id, session);
    if (key) byIdempotencyKey.set(key, id);
    json(response, 200, session);
  }

  /** POST /v1/refunds: a refund of a paid session's PaymentIntent, at most what was paid. */
  async function refund(request: IncomingMessage, response: ServerResponse) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const key = request.headers['idempotency-key'] as string | undefined;
    const earlier = key ? refundByIdempotencyKey.get(key) : undefined;
    if (earlier) return json(response, 200, earlier);
    const paid = [...sessions.values()].find(
      (session) => session.payment_intent === form.payment_intent,
    );
    if (!paid)
      return stripeError(response, 404, `No such payment_intent: '${form.payment_intent}'`);
    const amount = Number(form.amount ?? paid.amount_total);
    const already = refunds
      .filter((r) => r.payment_intent === paid.payment_intent)
      .reduce((sum, r) => sum + r.amount, 0);
    if (amount > paid.amount_total - already) {
      return stripeError(response, 400, 'Refund amount is greater than the unrefunded amount.');
    }
    const made: StandInRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: paid.currency,
      payment_intent: paid.payment_intent!,
      status: 'succeeded',
      created: now(),
    };
    refunds.push(made);
    if (key) refundByIdempotencyKey.set(key, made);
    json(response, 200, made);
  }

  /** The hosted payment page: Pay completes the session, tells the app, and returns the customer. */
  async function payPage(request: IncomingMessage, response: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) return stripeError(response, 404, 'No such checkout.session');
    if (request.method === 'POST') {
      pay(session);
      await sendEvent('checkout.session.completed', session);
      response.statusCode = 303;
      response.setHeader('location', session.success_url.replace('{CHECKOUT_SESSION_ID}', id));
      return response.end();
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><title>Pay</title></head><body><main>
<h1>Test payment</h1><p>PKR ${(session.amount_total / 100).toLocaleString('en-US')}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${session.cancel_url}">Back</a></main></body></html>`);
  }

  return {
    /** STRIPE_API_URL */
    apiUrl: standIn.baseUrl,
    sessions,
    created,
    /** Refunds made, oldest first. */
    refunds,
    /** Makes every API call answer 500 (true) or work again (false). */
    setFailing: (value: boolean) => (failing = value),
    /** Where events go: the app's POST /api/payments/webhook. */
    setWebhookUrl: (url: string) => (webhookUrl = url),
    /**
     * The customer pays: the session completes; the event is for the test to send. `rupees`, when
     * given, is what the session says was paid instead of what it asked.
     */
    pay: (id: string, rupees?: number) => pay(sessions.get(id)!, rupees),
    /** Stripe lets the session lapse. */
    lapse: (id: string) => {
      const session = sessions.get(id)!;
      session.status = 'expired';
      session.url = null;
    },
    sendEvent: (type: string, id: string) => sendEvent(type, sessions.get(id)!),
    /** The signed event, for a test that calls the app through `inject`. */
    signedEvent: (type: string, id: string) => signedEvent(type, sessions.get(id)!),
    close: standIn.close,
  };
}
