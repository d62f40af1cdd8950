import {
  adminProductListSchema,
  messageSchema,
  PRODUCT_IMAGE_RULES,
  productInputSchema,
  productSavedSchema,
  productVisibilitySchema,
  idParamsSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMenuForAdmin } from './menu.service';
import {
  createProduct,
  deleteProduct,
  setProductHidden,
  updateProduct,
} from './products-admin.service';

const productParams = idParamsSchema('The product id');

/**
 * Images travel as base64 data URLs (a third larger than their bytes); the body may carry the
 * largest allowed set. The admin guard runs on request, before any of it is read.
 */
const PRODUCT_BODY_LIMIT =
  Math.ceil((PRODUCT_IMAGE_RULES.maxImages * PRODUCT_IMAGE_RULES.maxBytes * 4) / 3) + 1024 * 1024;

const adminSchema = { tags: ['menu'] };

/**
 * Product management for admins (see docs/cafe.md#products),
 * registered behind the admin guard.
 */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-products',
    {
      config: { capability: 'menu' },
      schema: {
        ...adminSchema,
        summary: 'Every product, hidden ones too (admin)',
        response: { 200: adminProductListSchema },
      },
    },
    async () => listMenuForAdmin(app.db),
  );

  app.post(
    '/create-product',
    {
      config: { changes: ['menu'], capability: 'menu' },
      bodyLimit: PRODUCT_BODY_LIMIT,
      schema: {
        ...adminSchema,
        summary: 'Add a product; a new category name creates the category (admin)',
        body: productInputSchema,
        response: { 201: productSavedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProduct(app.db, request.user!.id, request.body)),
  );

  app.put(
    '/update-product/:id',
    {
      config: { changes: ['menu'], capability: 'menu' },
      bodyLimit: PRODUCT_BODY_LIMIT,
      schema: {
        ...adminSchema,
        summary: 'Edit a product; images may name current ones to keep (admin)',
        params: productParams,
        body: productInputSchema,
        response: { 200: productSavedSchema },
      },
    },
    async (request) => updateProduct(app.db, request.user!.id, request.params.id, request.body),
  );

  app.patch(
    '/product-visibility/:id',
    {
      config: { changes: ['menu'], capability: 'menu' },
      schema: {
        ...adminSchema,
        summary: 'Hide a product from the menu or show it again (admin)',
        params: productParams,
        body: productVisibilitySchema,
        response: { 200: productSavedSchema },
      },
    },
    async (request) =>
      setProductHidden(app.db, request.user!.id, request.params.id, request.body.hidden),
  );

  app.delete(
    '/delete-product/:id',
    {
      config: { changes: ['menu'], capability: 'menu' },
      schema: {
        ...adminSchema,
        summary: 'Delete a product; past orders keep their lines (admin)',
        params: productParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteProduct(app.db, request.user!.id, request.params.id),
  );
};
