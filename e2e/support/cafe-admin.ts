import { deflateSync } from 'node:zlib';
import type { AdminProduct, Order, Product } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './admin-bookings';
import { appUrl } from './browser';

/** Data and page helpers for the admin café screens' browser flows (Add product, Orders). */

/** Polls until the check passes; generous, since the shared server may be busy. */
export function eventually<T>(check: () => T | Promise<T>) {
  return expect.poll(check, { timeout: 10_000 });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, a colour gradient) of the given size, built in memory. */
export function pngBuffer(width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round((255 * x) / width);
      row[2 + x * 3] = Math.round((255 * y) / height);
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = () => `data:image/png;base64,${pngBuffer().toString('base64')}`;

/** Adds a product through the API (with one PNG picture) and returns it. */
export async function createProductViaApi(
  token: string,
  input: { name: string; category: string; price: number },
): Promise<AdminProduct> {
  const { status, body } = await api<{ product: AdminProduct }>(token, '/create-product', {
    method: 'POST',
    body: {
      Product_Name: input.name,
      Product_Description: `A test product made by the café admin browser flow (${input.name}).`,
      Product_Price: input.price,
      Product_Category: input.category,
      Product_Images: [pngDataUrl()],
    },
  });
  expect(status).toBe(201);
  return body.product;
}

/** Deletes a product a test added, so later flows on the shared server see the demo menu. */
export async function deleteProductByName(token: string, name: string): Promise<void> {
  const { body } = await api<AdminProduct[]>(token, '/admin-products');
  for (const product of body.filter((item) => item.Product_Name === name)) {
    const { status } = await api(token, `/delete-product/${product.id}`, { method: 'DELETE' });
    expect(status).toBe(200);
  }
}

/** Places a pickup, cash order for `quantity` of the first demo product, as a customer would. */
export async function placeOrderViaApi(
  customerName: string,
  quantity = 2,
): Promise<{ order: Order; product: Product }> {
  const products = await api<Product[]>(null, '/get-products');
  expect(products.status).toBe(200);
  const product = products.body[0];
  expect(product).toBeDefined();
  const { status, body } = await api<{ order: Order }>(null, '/add-order', {
    method: 'POST',
    body: {
      items: [
        {
          Product_ID: product!.id,
          Product_Name: product!.Product_Name,
          Product_Quantity: quantity,
          Product_Price: product!.Product_Price,
          Product_Image: product!.Product_Images[0] ?? null,
          Product_Category: product!.Product_Category,
        },
      ],
      total_Price: product!.Product_Price * quantity,
      customer_Name: customerName,
      customer_Number: '03001234567',
      customer_Email: 'orders-e2e@example.test',
      customer_Address: null,
      paymentMethod: 'cash',
      deliveryType: 'pickup',
    },
  });
  expect(status).toBe(201);
  return { order: body.order, product: product! };
}

/** Opens Add product and waits for the product list to load. */
export async function openAddMenu(page: Page): Promise<void> {
  await page.goto(appUrl('/add-menu'));
  await page.getByRole('heading', { name: 'Add product', level: 1 }).waitFor();
  await eventually(() => page.getByText('Loading products...').count()).toBe(0);
  await eventually(() => page.getByRole('heading', { name: 'Products', level: 2 }).count()).toBe(1);
}

/** The management list's entry of a product, by its name. */
export const productRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });

/** Opens the public menu and waits until the products are shown. */
export async function openMenu(page: Page): Promise<void> {
  await page.goto(appUrl('/menu'));
  await page.getByRole('heading', { name: 'Menu', level: 1 }).waitFor();
  await eventually(() => page.getByText('Loading menu...').count()).toBe(0);
  await page.getByRole('group', { name: 'Categories' }).waitFor();
}

/** The card of an order on the Orders screen, by its customer's name. */
export const orderCard = (page: Page, customerName: string) =>
  page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: customerName });

/** No sideways page scroll (the 375 px phone layout). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
