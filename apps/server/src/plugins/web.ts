import { existsSync, readFileSync } from 'node:fs';
import { APP_ROUTES, BOOKING_ROUTES, matchesRoute, type ErrorCode } from '@padel/contracts';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { paths } from '../paths';

/**
 * Paths each host serves (see docs/operations.md#hosts): the web route tables' own patterns (the
 * app host's `/` leads to the menu); anything else is the host's 404 page, with status 404.
 */
const HOST_PATTERNS: Record<'app' | 'booking', readonly string[]> = {
  app: ['', ...Object.values(APP_ROUTES)],
  booking: Object.values(BOOKING_ROUTES),
};

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The settings the browser needs, given to each page as a meta tag (no inline script: CSP). */
function withAppConfig(html: string, config: Config, cardPayments: boolean): string {
  const appConfig = {
    venueName: config.venueName,
    venueTimezone: config.venueTimezone,
    publicAppUrl: config.publicAppUrl,
    publicBookingUrl: config.publicBookingUrl,
    cardPayments,
  };
  const meta = `<meta name="app-config" content="${escapeAttribute(JSON.stringify(appConfig))}">`;
  return html.replace('<!--app-config-->', meta);
}

const MENU_PATH = /^\/menu\/?$/;
/**
 * The menu's first row on a phone: two thumbnails are above the fold (see
 * docs/quality.md#b5-lighthouse, LCP).
 */
const ABOVE_THE_FOLD_IMAGES = 2;

/**
 * The menu is the busiest first page: the browser starts fetching its data and first pictures
 * with the HTML instead of after the JavaScript has run, which is what its LCP waits for.
 */
async function menuPreloads(app: FastifyInstance, url: string): Promise<string[]> {
  const links = [
    '<link rel="preload" href="/api/get-products" as="fetch" crossorigin="anonymous">',
  ];
  // A category filter shows other products first; the data preload still helps.
  if (new URLSearchParams(url.split('?')[1] ?? '').has('category')) return links;
  // A preload is only a hint: if the menu cannot be read now, the page still loads.
  const products = await app.readMenu().catch(() => []);
  for (const product of products.slice(0, ABOVE_THE_FOLD_IMAGES)) {
    const thumbnail = product.Product_Thumbnails[0];
    if (thumbnail) {
      links.push(
        `<link rel="preload" href="${escapeAttribute(thumbnail)}" as="image" fetchpriority="high">`,
      );
    }
  }
  return links;
}

function withMenuPreloads(html: string, links: string[]): string {
  return html.replace('</head>', `${links.join('')}</head>`);
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '*/*').match(/text\/html|\*\/\*/) !== null
  );
}

/**
 * Serves the built web app on both hosts: hashed assets with a long cache, and for every page
 * the host's own HTML entry, so each host loads only its own code.
 */
export const webPlugin = fp(
  async (app, options: { config: Config }) => {
    const appHtmlFile = join(paths.webDist, 'index.html');
    const bookingHtmlFile = join(paths.webDist, 'booking.html');
    const built = existsSync(appHtmlFile) && existsSync(bookingHtmlFile);
    if (!built) {
      app.log.warn(`web app not built (${paths.webDist}); run "npm run build" to serve pages`);
    }
    // Card payment appears once the payments plugin has a provider (docs/payments.md#card-payments).
    const cardPayments = app.checkout !== undefined;
    const pages = built
      ? {
          app: withAppConfig(readFileSync(appHtmlFile, 'utf8'), options.config, cardPayments),
          booking: withAppConfig(
            readFileSync(bookingHtmlFile, 'utf8'),
            options.config,
            cardPayments,
          ),
        }
      : undefined;

    if (built) {
      await app.register(fastifyStatic, {
        root: paths.webDist,
        prefix: '/',
        index: false,
        // The build writes a .br and a .gz beside each script, style and icon (vite.config.ts).
        preCompressed: true,
        // Pages (HTML, directories) go through the not-found handler below, which picks the
        // host's entry; the plugin serves files only.
        allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('/'),
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader(
            'cache-control',
            filePath.startsWith(join(paths.webDist, 'assets'))
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    }

    // Scripts and styles go out as brotli, gzip or plain copies: caches between us and the
    // browser must keep them apart.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/')) {
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      }
      return payload;
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!pages || !wantsHtml(request)) {
        return reply.status(404).send({
          message: `Nothing at ${request.method} ${request.url.split('?')[0]}`,
          code: 'NOT_FOUND' satisfies ErrorCode,
        });
      }
      const path = request.url.split('?')[0] ?? '/';
      const isBooking = request.siteHost === 'booking';
      const known = HOST_PATTERNS[isBooking ? 'booking' : 'app'].some((pattern) =>
        matchesRoute(pattern, path),
      );
      const html = isBooking
        ? pages.booking
        : MENU_PATH.test(path)
          ? withMenuPreloads(pages.app, await menuPreloads(app, request.url))
          : pages.app;
      return reply
        .status(known ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    });
  },
  { name: 'web', dependencies: ['hosts', 'menu-cache', 'payments'] },
);
