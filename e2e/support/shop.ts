import type { AdminProduct, Order, Product, ProductSaved } from '@padel/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './admin-bookings';
import { apiUrl } from './browser';

/** Data and page helpers for the shop's browser flows (menu, product, cart, checkout). */

/** `2250` -> `PKR 2,250`, as the screens show prices. */
export const pkr = (amount: number) => `PKR ${amount.toLocaleString('en-US')}`;

/** Two pictures as data URLs, taken from the demo menu so no image library is needed. */
async function demoPictures(count: number): Promise<string[]> {
  const { status, body } = await api<Product[]>(null, '/get-products');
  expect(status).toBe(200);
  const urls = body.flatMap((product) => product.Product_Images).slice(0, count);
  expect(urls.length).toBe(count);
  return Promise.all(
    urls.map(async (url) => {
      const response = await fetch(apiUrl(url.replace(/^\/api/, '')));
      expect(response.ok).toBe(true);
      const type = response.headers.get('content-type')?.split(';')[0] ?? 'image/jpeg';
      const bytes = Buffer.from(await response.arrayBuffer());
      return `data:${type};base64,${bytes.toString('base64')}`;
    }),
  );
}

export interface TestProduct {
  id: number;
  name: string;
  price: number;
  category: string;
  description: string;
}

/** A product of this test's own (two pictures), so no other test file changes it meanwhile. */
export async function createTestProduct(
  token: string,
  input: { name: string; price: number; category: string },
): Promise<TestProduct> {
  const description = `Made for the shop test: ${input.name}.`;
  const { status, body } = await api<ProductSaved>(token, '/create-product', {
    method: 'POST',
    body: {
      Product_Name: input.name,
      Product_Description: description,
      Product_Price: input.price,
      Product_Category: input.category,
      Product_Images: await demoPictures(2),
    },
  });
  expect(status).toBe(201);
  return { id: body.product.id, description, ...input };
}

export async function deleteTestProduct(token: string, id: number): Promise<void> {
  const { status } = await api(token, `/delete-product/${id}`, { method: 'DELETE' });
  expect([200, 404]).toContain(status);
}

export async function hideTestProduct(token: string, id: number): Promise<void> {
  const { status } = await api<{ product: AdminProduct }>(token, `/product-visibility/${id}`, {
    method: 'PATCH',
    body: { hidden: true },
  });
  expect(status).toBe(200);
}

/** The newest order placed under `customerName`, through the admin API. */
export async function findOrder(token: string, customerName: string): Promise<Order | undefined> {
  const { status, body } = await api<Order[]>(token, '/get-order?limit=200');
  expect(status).toBe(200);
  return body.find((order) => order.customer_Name === customerName);
}

/** The header's cart link; its name carries the badge's count ("Cart, 2 items"). */
export const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

export async function cartCount(page: Page): Promise<number | null> {
  const name = await cartLink(page).getAttribute('aria-label');
  const match = /^Cart, (\d+) items?$/.exec(name ?? '');
  return match ? Number(match[1]) : null;
}

export interface StoredCartItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
  imagePath?: string;
  category?: string;
}

/** Starts every page of `context` with this cart in localStorage (see docs/cafe.md#cart). */
export async function seedCart(context: BrowserContext, items: StoredCartItem[]): Promise<void> {
  await context.addInitScript((cart) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cart', cart);
      sessionStorage.setItem('e2e-cart-seeded', '1');
    }
  }, JSON.stringify(items));
}
