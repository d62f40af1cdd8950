import {
  categoryListSchema,
  idParamsSchema,
  productListSchema,
  productSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializeOncePerAnswer } from '../../lib/read-cache';
import { getMenuProduct, getProductImage, listCategories } from './menu.service';

const imageParams = idParamsSchema('The image id');
const productParams = idParamsSchema('The product id');

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-products',
    {
      schema: {
        tags: ['menu'],
        summary: 'Products shown on the menu',
        response: { 200: productListSchema },
      },
      serializerCompiler: serializeOncePerAnswer,
    },
    async () => app.readMenu(),
  );

  app.get(
    '/get-productsByID/:id',
    {
      schema: {
        tags: ['menu'],
        summary: 'One product of the menu (404 when missing or hidden)',
        params: productParams,
        response: { 200: productSchema },
      },
    },
    async (request) => getMenuProduct(app.db, request.params.id),
  );

  app.get(
    '/get-categories',
    {
      schema: {
        tags: ['menu'],
        summary: 'Product categories in menu order',
        response: { 200: categoryListSchema },
      },
    },
    async () => listCategories(app.db),
  );

  // Image bytes never change under an id (an edit stores a new image), so caches may keep them.
  for (const variant of ['full', 'thumbnail'] as const) {
    app.get(
      variant === 'full' ? '/product-images/:id' : '/product-images/:id/thumbnail',
      {
        schema: {
          tags: ['menu'],
          summary:
            variant === 'full' ? 'A product image' : 'A product image sized for the menu grid',
          params: imageParams,
        },
      },
      async (request, reply) => {
        const image = await getProductImage(app.db, request.params.id);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(variant === 'full' ? image.data : image.thumbnail);
      },
    );
  }
};
