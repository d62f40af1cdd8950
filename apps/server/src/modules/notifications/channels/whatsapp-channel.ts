import { PermanentFailure, type Channel } from './channel';
import type { WhatsappBody } from './whatsapp-templates';

/** How long one call to the Cloud API may take before it counts as a failed attempt. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * WhatsApp Cloud API (see docs/notifications.md#whatsapp): one template message per call to
 * `POST {apiUrl}/{phoneNumberId}/messages`, the booking's details as the body's parameters.
 */
export function whatsappChannel(options: {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
}): Channel {
  const endpoint = `${options.apiUrl}/${options.phoneNumberId}/messages`;
  return {
    async send({ recipient, body }) {
      const { template, language, parameters } = body as WhatsappBody;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: recipient,
          type: 'template',
          template: {
            name: template,
            language: { code: language },
            components: [
              {
                type: 'body',
                parameters: parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok) return;
      const reason = await errorMessage(response);
      // Too many requests or a fault on their side: later may work. Any other refusal will not.
      if (response.status === 429 || response.status >= 500) throw new Error(reason);
      throw new PermanentFailure(reason);
    },
  };
}

/** The Graph API's `{ error: { message, code } }`, or the status when the body is not that. */
async function errorMessage(response: Response): Promise<string> {
  const answer = (await response.json().catch(() => undefined)) as
    { error?: { message?: unknown; code?: unknown } } | undefined;
  const message = answer?.error?.message;
  const code = answer?.error?.code;
  return typeof message === 'string'
    ? `WhatsApp ${response.status}${code === undefined ? '' : ` (${String(code)})`}: ${message}`
    : `WhatsApp answered ${response.status}`;
}
