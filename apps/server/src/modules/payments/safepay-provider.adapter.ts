import { createHmac, timingSafeEqual } from 'node:crypto';
import { Safepay } from '@sfpy/node-sdk';
import { z } from 'zod';
import {
  CHECKOUT_ID_PLACEHOLDER,
  InvalidSignature,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.adapter';

/**
 * Safepay behind the provider interface (see docs/payments.md#safepay, ADR 059). The official SDK
 * (`@sfpy/node-sdk` 3.x) builds the checkout page's address; its one network call
 * (`payments.create`) has its host fixed by the environment, so it cannot reach a stand-in
 * (SAFEPAY_API_URL), and it has no call to read a payment, end one or refund one. Those go to
 * Safepay's HTTP API here, in the SDK's wire format. Webhooks are verified as the SDK does, but
 * compared in constant time.
 */

export interface SafepaySettings {
  apiKey: string;
  secretKey: string;
  webhookSecret: string;
  environment: 'sandbox' | 'production';
  /** Another host speaking Safepay's API (a local stand-in); unset, Safepay's own. */
  apiUrl: string | undefined;
}

/** Safepay's API hosts, as the SDK's `buildApiUrl` names them. */
const API_HOSTS = {
  sandbox: 'https://sandbox.api.getsafepay.com',
  production: 'https://api.getsafepay.com',
} as const;

const CURRENCY = 'PKR';
/** The reporter answers amounts in the currency's smallest unit: paisa, 100 to the rupee. */
const PAISA_PER_RUPEE = 100;
const TIMEOUT_MS = 20_000;

/** POST /order/v1/init: the tracker (Safepay's checkout) for an amount. */
const initAnswer = z.object({ data: z.object({ token: z.string().min(1) }) });

/** GET /reporter/api/v1/payments/{tracker}: a tracker as it stands. */
const trackerAnswer = z.object({
  data: z.object({
    token: z.string(),
    state: z.string(),
    metadata: z
      .object({ order_id: z.object({ value: z.string() }).partial() })
      .partial()
      .nullish(),
    purchase_totals: z
      .object({ quote_amount: z.object({ amount: z.number(), currency: z.string() }) })
      .nullish(),
  }),
});

/** The `data` of a webhook delivery, the part Safepay signs. */
const notificationData = z.object({
  token: z.string().min(1),
  type: z.string(),
  notification: z
    .object({
      tracker: z.string().min(1),
      state: z.string(),
      amount: z.union([z.string(), z.number()]),
      metadata: z.object({ order_id: z.string() }).partial().nullish(),
    })
    .partial()
    .optional(),
});

/** Tracker states that mean the customer paid (a refund later does not undo that they did). */
const PAID_STATES = new Set(['TRACKER_ENDED', 'TRACKER_REFUNDED', 'TRACKER_PARTIAL_REFUND']);
const ENDED_STATES = new Set(['TRACKER_EXPIRED', 'TRACKER_CANCELLED']);

function stateOf(tracker: z.infer<typeof trackerAnswer>['data']): CheckoutState {
  const paid = PAID_STATES.has(tracker.state);
  const paisa = tracker.purchase_totals?.quote_amount.amount ?? 0;
  return {
    id: tracker.token,
    reference: tracker.metadata?.order_id?.value ?? null,
    status: paid ? 'complete' : ENDED_STATES.has(tracker.state) ? 'expired' : 'open',
    paid,
    amountPaid: paid ? Math.round(paisa / PAISA_PER_RUPEE) : 0,
    // A Safepay payment is known by its tracker: the dashboard refunds by it.
    paymentReference: paid ? tracker.token : null,
  };
}

/** Whether `signature` (hex) is the HMAC-SHA512 of `data` under `secret`, in constant time. */
function signatureHolds(data: unknown, signature: string, secret: string): boolean {
  const expected = createHmac('sha512', secret)
    .update(Buffer.from(JSON.stringify(data)))
    .digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function safepayProvider(settings: SafepaySettings): PaymentProvider {
  // The SDK checks the settings and builds the checkout page's address.
  const sdk = new Safepay({
    environment: settings.environment as ConstructorParameters<typeof Safepay>[0]['environment'],
    apiKey: settings.apiKey,
    v1Secret: settings.secretKey,
    webhookSecret: settings.webhookSecret,
  });
  const apiBase = settings.apiUrl ?? API_HOSTS[settings.environment];

  async function call(path: string, init: RequestInit): Promise<unknown> {
    const response = await fetch(`${apiBase}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The status only: Safepay's error bodies may echo the request (docs/security.md#logging).
    if (!response.ok) throw new Error(`Safepay answered ${response.status} to ${init.method}`);
    return response.json();
  }

  /** The SDK's checkout address, on the stand-in's host when one is set. */
  function checkoutPage(sdkUrl: string): string {
    if (!settings.apiUrl) return sdkUrl;
    const page = new URL(`${settings.apiUrl}/checkout/pay`);
    page.search = new URL(sdkUrl).search;
    return page.toString();
  }

  async function getCheckout(id: string): Promise<CheckoutState> {
    const answer = await call(`/reporter/api/v1/payments/${encodeURIComponent(id)}`, {
      method: 'GET',
      headers: { 'x-sfpy-merchant-secret': settings.secretKey },
    });
    return stateOf(trackerAnswer.parse(answer).data);
  }

  return {
    signatureHeader: 'x-sfpy-signature',
    // Safepay's API (as the SDK speaks it) has no refund: staff pay it back and record how
    // (docs/payments.md#refunds-by-hand).
    refunds: false,
    async createCheckout(request) {
      // Safepay's order API takes the amount in rupees. It keeps no idempotency key: a retry
      // makes another tracker, and only the one answered is kept and can be paid for us.
      const answer = await call('/order/v1/init', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client: settings.apiKey,
          amount: request.amount,
          currency: CURRENCY,
          environment: settings.environment,
        }),
      });
      const { token } = initAnswer.parse(answer).data;
      const url = sdk.checkout.create({
        token,
        orderId: request.reference,
        cancelUrl: request.cancelUrl,
        // Safepay fills in nothing: the tracker is known now, so the result page names it.
        redirectUrl: request.successUrl.replace(CHECKOUT_ID_PLACEHOLDER, token),
        source: 'custom',
        webhooks: true,
      });
      return { id: token, url: checkoutPage(url) };
    },
    getCheckout,
    async expireCheckout(id) {
      // No call ends a tracker: it is answered as it stands, and the hold's end treats it as
      // expired unless paid. A payment made after that is refunded (docs/payments.md#safepay).
      return getCheckout(id);
    },
    refund() {
      return Promise.reject(new Error('Safepay refunds are paid back by staff'));
    },
    parseEvent(rawBody, signature): PaymentEvent {
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new InvalidSignature('the body is not JSON');
      }
      const data = (body as { data?: unknown } | null)?.data;
      if (
        data === undefined ||
        !signature ||
        !signatureHolds(data, signature, settings.webhookSecret)
      ) {
        throw new InvalidSignature('the X-SFPY-Signature does not match the body');
      }
      const event = notificationData.safeParse(data);
      if (!event.success) return { id: 'unreadable', type: 'other', providerType: 'unreadable' };
      const { token, type, notification } = event.data;
      if (type !== 'payment:created' || !notification?.tracker || notification.state !== 'PAID') {
        return { id: token, type: 'other', providerType: type };
      }
      return {
        id: token,
        type: 'checkout.completed',
        checkout: {
          id: notification.tracker,
          reference: notification.metadata?.order_id ?? null,
          status: 'complete',
          paid: true,
          // The notification's amount is in rupees, as a decimal string.
          amountPaid: Math.round(Number(notification.amount ?? 0)),
          paymentReference: notification.tracker,
        },
      };
    },
  };
}
