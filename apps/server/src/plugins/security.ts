import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import { TOTAL_COUNT_HEADER } from '@padel/contracts';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * The headers helmet sets for these options, worked out once. They are the same on every answer;
 * building them per request (what @fastify/helmet does) took about a sixth of a cached read's time.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer and CORS limited to the two sites (see
 * docs/security.md#headers).
 */
export const securityPlugin = fp(
  async (app, options: { config: Config }) => {
    const { config } = options;
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets CSS variables and positions through style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.publicAppUrl.startsWith('https:'),
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    await app.register(cors, {
      origin: [config.publicAppUrl, config.publicBookingUrl],
      credentials: false,
      exposedHeaders: [TOTAL_COUNT_HEADER],
    });
  },
  { name: 'security' },
);
