import { MENU_CATEGORIES, productListSchema } from '@padel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoMenu } from './demo-menu.seed';
import { expectStatus } from '../../../test/expect-status';

describe('the demo menu of a fresh start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  it('lists products in each of the six categories', async () => {
    const response = await t.api.get('/api/get-products');
    expectStatus(response, 200);
    const products = productListSchema.parse(response.json());
    const categories = new Set(products.map((p) => p.Product_Category));
    expect([...categories].sort()).toEqual([...MENU_CATEGORIES].sort());
    for (const category of MENU_CATEGORIES) {
      expect(products.filter((p) => p.Product_Category === category).length).toBeGreaterThanOrEqual(
        3,
      );
    }
    expect(products.every((p) => p.Product_Price > 0 && p.Product_Images.length === 1)).toBe(true);
  });

  it('serves each image and a smaller grid variant as cacheable JPEGs', async () => {
    const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    const full = await t.api.get(product!.Product_Images[0]!);
    const thumb = await t.api.get(product!.Product_Thumbnails[0]!);
    for (const response of [full, thumb]) {
      expectStatus(response, 200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toContain('immutable');
    }
    const fullMeta = await sharp(full.rawPayload).metadata();
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(fullMeta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(thumbMeta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
  });

  it('answers 404 for an image that does not exist and 400 for a malformed id', async () => {
    expectStatus(await t.api.get('/api/product-images/999999'), 404);
    const malformed = await t.api.get('/api/product-images/abc');
    expectStatus(malformed, 400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is added only once', async () => {
    expect(await seedDemoMenu(t.app.db)).toBe(false);
    const products = (await t.api.get('/api/get-products')).json<unknown[]>();
    expect(products).toHaveLength(18);
  });
});
