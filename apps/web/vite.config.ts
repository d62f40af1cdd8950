import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const BOOKING_HOST_PREFIX = 'booking.';
/** Where `npm run dev` sends `/api` (the server's default port unless told otherwise). */
const API_PROXY_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * Dev only: the production server picks booking.html for the booking host (see
 * docs/operations.md#hosts). This does the same for `npm run dev`, so http://booking.localhost:5173
 * shows the booking flow.
 */
function bookingHostInDev(): Plugin {
  return {
    name: 'padel:booking-host-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const host = req.headers.host ?? '';
        const accept = req.headers.accept ?? '';
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const isHtmlNavigation =
          (req.method === 'GET' || req.method === 'HEAD') &&
          accept.includes('text/html') &&
          !pathname.startsWith('/api/') &&
          !pathname.startsWith('/@') &&
          !pathname.startsWith('/src/') &&
          !pathname.startsWith('/node_modules/') &&
          !/\.[a-z0-9]+$/i.test(pathname);
        if (!host.startsWith(BOOKING_HOST_PREFIX) || !isHtmlNavigation) {
          next();
          return;
        }
        readFile(fromRoot('./booking.html'), 'utf8')
          .then((html) => server.transformIndexHtml('/booking.html', html, req.originalUrl))
          .then((html) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}

/**
 * Both hosts show the same loading screen before any script runs: one partial
 * (`app-loading.html`), its style put into each page's head and its markup into the body.
 */
function sharedLoadingScreen(): Plugin {
  return {
    name: 'padel:shared-loading-screen',
    async transformIndexHtml(html) {
      const partial = await readFile(fromRoot('./app-loading.html'), 'utf8');
      const [style = '', markup = ''] = partial
        .replace(/^<!--[\s\S]*?-->\n/, '')
        .split('<!--body-->\n');
      return html
        .replace('<!--app-loading-style-->', style.trim())
        .replace('<!--app-loading-->', markup.trim());
    },
  };
}

/**
 * The shared contracts only declare schemas and constants, but their top-level `z.object(...)`
 * calls look like side effects to the bundler, so importing one constant would pull all of zod
 * into the first page. Marking the package side-effect free lets unused schemas (and zod) drop out.
 */
function contractsAreSideEffectFree(): Plugin {
  return {
    name: 'padel:contracts-side-effect-free',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/ },
      handler(code) {
        return { code, map: null, moduleSideEffects: false };
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text files worth compressing; pictures are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, compression saves less than a packet. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a .br (best quality) and a .gz beside every script and style once at build time; the
 * server sends them as they are to browsers that accept them, so a phone downloads about a third
 * of the bytes and no request pays for compressing on the fly.
 */
function precompressAssets(): Plugin {
  return {
    name: 'padel:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? fromRoot('./dist');
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < MIN_COMPRESS_BYTES) return;
          const path = join(outDir, file.fileName);
          await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }).then((compressed) => writeFile(`${path}.br`, compressed)),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }).then((compressed) =>
              writeFile(`${path}.gz`, compressed),
            ),
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    sharedLoadingScreen(),
    contractsAreSideEffectFree(),
    bookingHostInDev(),
    precompressAssets(),
  ],
  resolve: {
    alias: { '@': fromRoot('./src') },
  },
  server: {
    allowedHosts: ['booking.localhost'],
    proxy: {
      '/api': { target: API_PROXY_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: fromRoot('./index.html'),
        booking: fromRoot('./booking.html'),
      },
      output: {
        codeSplitting: {
          // React and the router change rarely: one named, long-cached chunk both hosts share.
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 10,
            },
            // Validation is for forms; its own chunk keeps it out of the first pages, which
            // have none (the bundler would otherwise merge it with code they do load).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
            // The Mantine and React Query code of the menu's first render in one chunk, not a
            // dozen 1-2 KB ones: on HTTP/1.1 a phone fetches six files at a time, and each extra
            // round costs a full round trip (see docs/quality.md#b5-lighthouse). Styles stay with
            // their pages.
            {
              name: 'menu-start',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/](@mantine|@tanstack)[\\/].*\.m?js$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
