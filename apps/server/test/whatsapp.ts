import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { readBody } from './http';

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
  const server = createServer((request, response) => {
    void (async () => {
      const match = /^\/v[0-9.]+\/([0-9]+)\/messages$/.exec(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || !match) {
        response.statusCode = 404;
        return response.end(JSON.stringify({ error: { message: 'Unknown path', code: 100 } }));
      }
      const authorization = request.headers.authorization;
      if (authorization !== `Bearer ${options.token}`) {
        response.statusCode = 401;
        return response.end(
          JSON.stringify({
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          }),
        );
      }
      const body = JSON.parse(await readBody(request)) as WhatsappRequest['body'];
      received.push({ phoneNumberId: match[1]!, authorization, body });
      response.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.${randomBytes(12).toString('hex')}` }],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    /** WHATSAPP_API_URL: the Graph API's versioned base, here. */
    apiUrl: `http://127.0.0.1:${port}/v23.0`,
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
