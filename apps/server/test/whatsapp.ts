import { randomBytes } from 'node:crypto';
import { json, readBody, startStandIn } from './stand-in';

export interface WhatsappRequest {
  phoneNumberId: string;
  authorization: string | undefined;
  /** The JSON body as sent: `{ messaging_product, to, type: 'template', template }`. */
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

/**
 * A local stand-in of the WhatsApp Cloud API (see docs/quality.md#tests): takes
 * `POST /{version}/{phone-number-id}/messages` with a bearer token, keeps what it received and
 * answers as the Graph API does, including its error shape for a bad token.
 */
export async function startWhatsappStandIn(options: { token: string }) {
  const received: WhatsappRequest[] = [];
  const standIn = await startStandIn(async (request, response) => {
    const match = /^\/v[0-9.]+\/([0-9]+)\/messages$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      return json(response, 404, { error: { message: 'Unknown path', code: 100 } });
    }
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${options.token}`) {
      return json(response, 401, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
    }
    const body = JSON.parse(await readBody(request)) as WhatsappRequest['body'];
    received.push({ phoneNumberId: match[1]!, authorization, body });
    json(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.${randomBytes(12).toString('hex')}` }],
    });
  });
  return {
    /** WHATSAPP_API_URL: the Graph API's versioned base, here. */
    apiUrl: `${standIn.baseUrl}/v23.0`,
    received,
    async waitFor(to: string, count = 1, timeoutMs = 15_000): Promise<WhatsappRequest> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const messages = received.filter((message) => message.body.to === to);
        if (messages.length >= count) return messages[count - 1]!;
        if (Date.now() > deadline) throw new Error(`no WhatsApp message ${count} to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: standIn.close,
  };
}
