import {
  adminProductListSchema,
  categoryListSchema,
  PRODUCT_IMAGE_RULES,
  PRODUCT_MESSAGES,
  productListSchema,
  productSavedSchema,
  productSchema,
  type ProductInput,
} from '@padel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { productRequest } from '../../../test/factories';
import { imageDataUrl } from '../../../test/images';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { countProducts } from './menu.repo';

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

async function create(overrides: Partial<ProductInput> = {}) {
  const response = await admin.post('/api/create-product', await productRequest(overrides));
  expectStatus(response, 201);
  return productSavedSchema.parse(response.json()).product;
}

const menu = async () => productListSchema.parse((await t.api.get('/api/get-products')).json());

describe('POST /api/create-product', () => {
  it('stores the product with a re-encoded image and shows it on the menu', async () => {
    const large = await imageDataUrl({ width: 1600, height: 1200, format: 'png' });
    const product = await create({ Product_Name: 'Flat White', Product_Images: [large] });
    expect(product).toMatchObject({
      Product_Name: 'Flat White',
      Product_Price: 750,
      Product_Category: 'Hot Beverages',
      hidden: false,
    });
    expect((await menu()).map((p) => p.Product_Name)).toContain('Flat White');

    const full = await t.api.get(product.Product_Images[0]!);
    const thumbnail = await t.api.get(product.Product_Thumbnails[0]!);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800 });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400 });

    const byId = await t.api.get(`/api/get-productsByID/${product.id}`);
    expectStatus(byId, 200);
    expect(productSchema.parse(byId.json()).Product_Description).toBe(
      'Espresso, condensed milk and ice.',
    );
  });

  it('creates a new category once, matching names without regard to case', async () => {
    const first = await create({ Product_Name: 'Club Sandwich', Product_Category: 'Sandwiches' });
    const second = await create({ Product_Name: 'Egg Sandwich', Product_Category: 'sandwiches' });
    expect(second.Product_Category).toBe('Sandwiches');
    expect(first.Product_Category).toBe('Sandwiches');
    const categories = categoryListSchema.parse((await t.api.get('/api/get-categories')).json());
    expect(categories.filter((c) => c.name.toLowerCase() === 'sandwiches')).toHaveLength(1);
    // New categories come after the six of the specification.
    expect(categories.at(-1)?.name).toBe('Sandwiches');
    expect(categories[0]?.name).toBe('Hot Beverages');
  });

  it('answers each missing field with its message and stores nothing', async () => {
    const before = await countProducts(t.app.db);
    const cases: [Partial<Record<keyof ProductInput, unknown>>, string][] = [
      [{ Product_Name: '  ' }, PRODUCT_MESSAGES.nameRequired],
      [{ Product_Description: '' }, PRODUCT_MESSAGES.descriptionRequired],
      [{ Product_Price: 0 }, PRODUCT_MESSAGES.priceRequired],
      [{ Product_Price: 12.5 }, PRODUCT_MESSAGES.priceWhole],
      [{ Product_Category: '' }, PRODUCT_MESSAGES.categoryRequired],
      [{ Product_Category: 'other' }, PRODUCT_MESSAGES.newCategoryRequired],
      [{ Product_Images: [] }, PRODUCT_MESSAGES.imagesRequired],
    ];
    for (const [override, message] of cases) {
      const response = await admin.post('/api/create-product', {
        ...(await productRequest()),
        ...override,
      });
      expectStatus(response, 400, message);
      expect(response.json().message).toBe(message);
    }
    expect(await countProducts(t.app.db)).toBe(before);
  });

  it('refuses a file that is not an image, or is too large, and stores nothing', async () => {
    const before = await countProducts(t.app.db);
    const text = `data:image/jpeg;base64,${Buffer.from('not a picture at all').toString('base64')}`;
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const notDataUrl = 'https://example.com/picture.jpg';
    for (const image of [text, svg, notDataUrl]) {
      const response = await admin.post(
        '/api/create-product',
        await productRequest({ Product_Images: [await imageDataUrl(), image] }),
      );
      expectStatus(response, 400);
      expect(response.json()).toMatchObject({
        message: PRODUCT_MESSAGES.imageNotImage,
        issues: [{ path: 'body.Product_Images.1', message: PRODUCT_MESSAGES.imageNotImage }],
      });
    }
    const tooLarge = `data:image/png;base64,${Buffer.alloc(PRODUCT_IMAGE_RULES.maxBytes + 1).toString('base64')}`;
    const large = await admin.post(
      '/api/create-product',
      await productRequest({ Product_Images: [tooLarge] }),
    );
    expectStatus(large, 400);
    expect(large.json().message).toBe(PRODUCT_MESSAGES.imageTooLarge);
    expect(await countProducts(t.app.db)).toBe(before);
  });

  it('needs an admin token', async () => {
    const before = await countProducts(t.app.db);
    const response = await t.api.post('/api/create-product', await productRequest());
    expectStatus(response, 401);
    for (const [method, url] of [
      ['GET', '/api/admin-products'],
      ['PUT', '/api/update-product/1'],
      ['PATCH', '/api/product-visibility/1'],
      ['DELETE', '/api/delete-product/1'],
    ] as const) {
      expectStatus(await t.app.inject({ method, url, payload: {} }), 401, url);
    }
    expect(await countProducts(t.app.db)).toBe(before);
  });
});

describe('editing, hiding and deleting a product', () => {
  it('keeps, reorders and adds images in the order given', async () => {
    const product = await create({
      Product_Name: 'Two Pictures',
      Product_Images: [await imageDataUrl({ color: '#ff0000' }), await imageDataUrl()],
    });
    const [first, second] = product.Product_Images;
    const response = await admin.put(`/api/update-product/${product.id}`, {
      ...(await productRequest({ Product_Name: 'Three Pictures', Product_Price: 900 })),
      Product_Images: [second, await imageDataUrl({ color: '#00ff00' }), first],
    });
    expectStatus(response, 200);
    const updated = productSavedSchema.parse(response.json()).product;
    expect(updated).toMatchObject({ Product_Name: 'Three Pictures', Product_Price: 900 });
    expect(updated.Product_Images).toHaveLength(3);
    expect(updated.Product_Images[0]).toBe(second);
    expect(updated.Product_Images[2]).toBe(first);

    const dropped = await admin.put(`/api/update-product/${product.id}`, {
      ...(await productRequest()),
      Product_Images: [updated.Product_Images[1]],
    });
    expect(productSavedSchema.parse(dropped.json()).product.Product_Images).toEqual([
      updated.Product_Images[1],
    ]);
    expectStatus(await t.api.get(first!), 404);
  });

  it("refuses to keep another product's image", async () => {
    const mine = await create({ Product_Name: 'Mine' });
    const theirs = await create({ Product_Name: 'Theirs' });
    const response = await admin.put(`/api/update-product/${mine.id}`, {
      ...(await productRequest()),
      Product_Images: [theirs.Product_Images[0]],
    });
    expectStatus(response, 400);
    expect(response.json().message).toBe(PRODUCT_MESSAGES.imageUnknown);
  });

  it('hides a product from the menu and shows it again', async () => {
    const product = await create({ Product_Name: 'Seasonal Mango Shake' });
    const hidden = await admin.patch(`/api/product-visibility/${product.id}`, { hidden: true });
    expectStatus(hidden, 200);
    expect((await menu()).some((p) => p.id === product.id)).toBe(false);
    expectStatus(await t.api.get(`/api/get-productsByID/${product.id}`), 404);
    const all = adminProductListSchema.parse((await admin.get('/api/admin-products')).json());
    expect(all.find((p) => p.id === product.id)?.hidden).toBe(true);

    await admin.patch(`/api/product-visibility/${product.id}`, { hidden: false });
    expect((await menu()).some((p) => p.id === product.id)).toBe(true);
  });

  it('deletes a product and answers 404 for it afterwards', async () => {
    const product = await create({ Product_Name: 'Short-lived Scone' });
    const response = await admin.delete(`/api/delete-product/${product.id}`);
    expectStatus(response, 200);
    expect(response.json().message).toBe('Product deleted successfully');
    const again = await admin.delete(`/api/delete-product/${product.id}`);
    expectStatus(again, 404);
    expect(again.json().message).toBe(PRODUCT_MESSAGES.productNotFound);
    expectStatus(await t.api.get(product.Product_Images[0]!), 404);
    const missing = await t.api.get(`/api/get-productsByID/${product.id}`);
    expectStatus(missing, 404);
    expect(missing.json().message).toBe(PRODUCT_MESSAGES.productNotFound);
  });
});
