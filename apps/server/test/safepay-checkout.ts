import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Api } from './api';
import { json, readBody, startStandIn } from './stand-in';

/** A tracker as Safepay's reporter answers it (the fields the product reads, and a few more). */
export interface StandInTracker {
  token: string;
  environment: string;
  state: 'TRACKER_STARTED' | 'TRACKER_ENDED' | 'TRACKER_EXPIRED';
  client: { api_key: string };
  metadata: { order_id: { value: string } } | null;
  /** In the currency's smallest unit: paisa. */
  purchase_totals: { quote_amount: { amount: number; currency: string } };
  created_at: string;
}

/** POST /order/v1/init as the app sent it. */
export interface InitRequest {
  client: string;
  amount: number;
  currency: string;
  environment: string;
}

/** Safepay's error answer: `status.errors` says what went wrong. */
const safepayError = (response: ServerResponse, status: number, message: string) =>
  json(response, status, { data: null, status: { errors: [message], message: 'error' } });

/** Sends a signed delivery through the app's webhook (`inject`), as Safepay does. */
export const deliverSafepayEvent = (api: Api, event: { payload: string; signature: string }) =>
  api.post('/api/payments/webhook', event.payload, {
    headers: { 'content-type': 'application/json', 'x-sfpy-signature': event.signature },
  });

/**
 * A local stand-in of Safepay's API (see docs/quality.md#tests), reached through SAFEPAY_API_URL
 * in the wire format `@sfpy/node-sdk` speaks: `POST /order/v1/init` makes a tracker (the amount in
 * rupees, the merchant's API key as `client`), `GET /reporter/api/v1/payments/{tracker}` answers
 * one to the merchant's secret (`X-SFPY-MERCHANT-SECRET`), `/checkout/pay?beacon=…` is the payment
 * page, and deliveries are signed as Safepay signs them: the hex HMAC-SHA512 of the JSON of the
 * body's `data` under the webhook secret, in `X-SFPY-Signature`.
 */
export async function startSafepayStandIn(options: {
  apiKey: string;
  secretKey: string;
  webhookSecret: string;
}) {
  const trackers = new Map<string, StandInTracker>();
  const created: InitRequest[] = [];
  let failing = false;

  /** A delivery as Safepay sends it: its JSON body and the `X-SFPY-Signature` header. */
  function signedEvent(type: string, tracker: StandInTracker) {
    const data = {
      token: randomBytes(10).toString('hex').toUpperCase(),
      client_id: options.apiKey,
      type,
      endpoint: 'http://app.test/api/payments/webhook',
      notification: {
        tracker: tracker.token,
        intent: 'CYBERSOURCE',
        fee: '0.00',
        net: String(tracker.purchase_totals.quote_amount.amount / 100),
        user: 'customer@example.test',
        state: tracker.state === 'TRACKER_ENDED' ? 'PAID' : 'FAILED',
        amount: String(tracker.purchase_totals.quote_amount.amount / 100),
        currency: tracker.purchase_totals.quote_amount.currency,
        metadata: { order_id: tracker.metadata?.order_id.value ?? '', source: 'custom' },
      },
      delivery_attempts: 1,
      resource: 'notification',
      next_attempt_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    };
    const signature = createHmac('sha512', options.webhookSecret)
      .update(Buffer.from(JSON.stringify(data)))
      .digest('hex');
    return { payload: JSON.stringify({ data }), signature };
  }

  function pay(tracker: StandInTracker, rupees?: number) {
    // A payment for another amount than asked (docs/payments.md#amount-asked), kept in paisa.
    if (rupees !== undefined) tracker.purchase_totals.quote_amount.amount = rupees * 100;
    tracker.state = 'TRACKER_ENDED';
  }

  const standIn = await startStandIn(async (request, response, url) => {
    if (url.pathname === '/checkout/pay') return payPage(request, response, url.searchParams);
    if (failing) return safepayError(response, 500, 'internal error');
    if (request.method === 'POST' && url.pathname === '/order/v1/init') {
      return init(request, response);
    }
    const report = /^\/reporter\/api\/v1\/payments\/(track_[a-z0-9-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && report) {
      if (request.headers['x-sfpy-merchant-secret'] !== options.secretKey) {
        return safepayError(response, 401, 'merchant secret is invalid');
      }
      const tracker = trackers.get(report[1]!);
      if (!tracker) return safepayError(response, 404, 'tracker not found');
      return json(response, 200, { ok: true, data: tracker });
    }
    return safepayError(response, 404, 'not found');
  });

  async function init(request: IncomingMessage, response: ServerResponse) {
    const body = JSON.parse(await readBody(request)) as InitRequest;
    created.push(body);
    if (body.client !== options.apiKey) return safepayError(response, 401, 'client is invalid');
    if (body.currency !== 'PKR' || !(body.amount > 0)) {
      return safepayError(response, 400, 'amount or currency is invalid');
    }
    const tracker: StandInTracker = {
      token: `track_${randomUUID()}`,
      environment: body.environment,
      state: 'TRACKER_STARTED',
      client: { api_key: body.client },
      metadata: null,
      purchase_totals: {
        quote_amount: { amount: Math.round(body.amount * 100), currency: body.currency },
      },
      created_at: new Date().toISOString(),
    };
    trackers.set(tracker.token, tracker);
    json(response, 200, {
      data: {
        token: tracker.token,
        client: body.client,
        environment: body.environment,
        state: tracker.state,
        amount: body.amount,
        currency: body.currency,
      },
      status: { errors: [], message: 'success' },
    });
  }

  /** The hosted page: Pay ends the tracker, tells the app, and returns the customer. */
  async function payPage(
    request: IncomingMessage,
    response: ServerResponse,
    query: URLSearchParams,
  ) {
    const tracker = trackers.get(query.get('beacon') ?? '');
    if (!tracker) return safepayError(response, 404, 'tracker not found');
    // The order id the checkout address carries is kept on the tracker, as Safepay does.
    tracker.metadata = { order_id: { value: query.get('order_id') ?? '' } };
    if (request.method === 'POST') {
      pay(tracker);
      response.statusCode = 303;
      response.setHeader('location', query.get('redirect_url') ?? '/');
      return response.end();
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><title>Pay</title></head><body><main>
<h1>Test payment</h1><p>PKR ${(tracker.purchase_totals.quote_amount.amount / 100).toLocaleString('en-US')}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${query.get('cancel_url') ?? '/'}">Back</a></main></body></html>`);
  }

  return {
    /** SAFEPAY_API_URL */
    apiUrl: standIn.baseUrl,
    trackers,
    /** The init requests, oldest first. */
    created,
    /** Makes every API call answer 500 (true) or work again (false). */
    setFailing: (value: boolean) => (failing = value),
    /** The customer pays: the tracker ends paid; the delivery is for the test to send. */
    pay: (token: string, rupees?: number) => pay(trackers.get(token)!, rupees),
    /** The signed delivery of `type` (`payment:created`) about a tracker. */
    signedEvent: (type: string, token: string) => signedEvent(type, trackers.get(token)!),
    close: standIn.close,
  };
}
