import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Security headers on every answer and CORS limited to the two sites (QUALITY, security rules). */
export const securityPlugin = fp(
  async (app, options: { config: Config }) => {
    const { config } = options;
    await app.register(helmet, {
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
    await app.register(cors, {
      origin: [config.publicAppUrl, config.publicBookingUrl],
      credentials: false,
    });
  },
  { name: 'security' },
);
