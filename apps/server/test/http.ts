import type { IncomingMessage } from 'node:http';

/** A request's whole body as text, for the stand-ins of outside services. */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
