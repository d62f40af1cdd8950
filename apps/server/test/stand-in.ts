import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The HTTP scaffolding of the local stand-ins of outside services (Stripe, Safepay, WhatsApp; see
 * docs/quality.md#tests): a server on a free loopback port, its requests' bodies and JSON answers.
 * What each service says is its own file's.
 */

/** Answers one request; `url` is the request's, parsed. */
export type StandInHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => unknown;

/** Serves `handler` on a free port of 127.0.0.1: answers its base URL, and `close`. */
export async function startStandIn(handler: StandInHandler) {
  const server = createServer((request, response) => {
    void (async () => handler(request, response, new URL(request.url ?? '/', 'http://stand-in')))();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request's whole body as text. */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/** Answers `body` as JSON with `status`. */
export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};
