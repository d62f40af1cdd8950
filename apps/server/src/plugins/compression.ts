import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses API answers and pages on the fly (brotli or gzip, as the browser accepts): a phone
 * on a slow connection waits for bytes, not for the server. The built web assets are compressed
 * once at build time and served as they are (plugins/web.ts), so this never recompresses them.
 * Request bodies are not decompressed: the body limit applies to what the client really sends.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
