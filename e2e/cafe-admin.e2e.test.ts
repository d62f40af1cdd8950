import { PRODUCT_MESSAGES } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { api, uniqueTag } from './support/admin-bookings';
import { appUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';
import {
  createProductViaApi,
  deleteProductByName,
  eventually,
  expectNoHorizontalScroll,
  openAddMenu,
  openMenu,
  orderCard,
  placeOrderViaApi,
  pngBuffer,
  productRow,
} from './support/cafe-admin';

const session = useBrowser({ signIn: true, reducedMotion: true });

const formatPkr = (amount: number) => `PKR ${amount.toLocaleString('en-US')}`;

/** The natural width of the image named `alt`, once it has loaded (0 before). */
const naturalWidth = (page: Page, alt: string) =>
  page
    .getByRole('img', { name: alt, exact: true })
    .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('café admin at %s size', (_label, viewport) => {
  it('adds a product in a new category, with a resized picture, and the menu shows it', async () => {
    const tag = uniqueTag();
    const name = `E2E Iced Latte ${tag}`;
    const category = `E2E Category ${tag}`;
    const { context, page } = await session.adminPage(viewport);
    await openAddMenu(page);

    // Everything is required (see docs/cafe.md#products): one message per field, focus on the
    // first.
    await page.getByRole('button', { name: 'Add product' }).click();
    for (const message of [
      PRODUCT_MESSAGES.nameRequired,
      PRODUCT_MESSAGES.descriptionRequired,
      PRODUCT_MESSAGES.priceRequired,
      PRODUCT_MESSAGES.categoryRequired,
      PRODUCT_MESSAGES.imagesRequired,
    ]) {
      await eventually(() => page.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    await eventually(() => nameInput.evaluate((input) => input === document.activeElement)).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await nameInput.fill(name);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Cold and strong.');
    await page.getByRole('textbox', { name: 'Price (PKR)', exact: true }).fill('650');
    // "other" reveals New category, which is then required.
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('other');
    const newCategory = page.getByRole('textbox', { name: 'New category', exact: true });
    await newCategory.waitFor();
    await page.getByRole('button', { name: 'Add product' }).click();
    await eventually(() =>
      page.getByText(PRODUCT_MESSAGES.newCategoryRequired, { exact: true }).isVisible(),
    ).toBe(true);
    await newCategory.fill(category);

    // Two pictures; the big one is resized to 800 px in the browser; one is removed again.
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'latte.png', mimeType: 'image/png', buffer: pngBuffer(1200, 900) },
      { name: 'spare.png', mimeType: 'image/png', buffer: pngBuffer(300, 200) },
    ]);
    await eventually(() => naturalWidth(page, `Picture 1 of ${name}`)).toBe(800);
    await eventually(() => naturalWidth(page, `Picture 2 of ${name}`)).toBe(300);
    await page.getByRole('button', { name: 'Remove picture 2' }).click();
    await eventually(() => page.getByRole('img', { name: `Picture 2 of ${name}` }).count()).toBe(0);
    await eventually(() => page.getByText(PRODUCT_MESSAGES.imagesRequired).count()).toBe(0);

    await page.getByRole('button', { name: 'Add product' }).click();
    await eventually(() =>
      page.getByText('Product added successfully', { exact: true }).isVisible(),
    ).toBe(true);
    // The form starts again empty.
    expect(await nameInput.inputValue()).toBe('');
    expect(await page.getByRole('img', { name: /^Picture 1 of/ }).count()).toBe(0);
    // The management list has it.
    const row = productRow(page, name);
    await eventually(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(category);
    expect(await row.textContent()).toContain(formatPkr(650));
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The public menu lists the new category, with the product and its picture under it.
    await openMenu(page);
    const categoryButton = page
      .getByRole('group', { name: 'Categories' })
      .getByRole('button', { name: category });
    await eventually(() => categoryButton.count()).toBe(1);
    await categoryButton.click();
    const card = page.getByRole('link', { name });
    await eventually(() => card.count()).toBe(1);
    await eventually(() =>
      card
        .getByRole('img')
        .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
    ).toBeGreaterThan(0);
    await context.close();
    await deleteProductByName(session.token, name);
  });

  it('edits, hides and deletes a product from the management list', async () => {
    const tag = uniqueTag();
    const name = `E2E Muffin ${tag}`;
    const renamed = `E2E Blueberry Muffin ${tag}`;
    await createProductViaApi(session.token, { name, category: 'Desserts', price: 400 });
    const { context, page } = await session.adminPage(viewport);
    await openAddMenu(page);

    // Edit: the modal starts from the product's values and its current picture.
    await productRow(page, name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    await dialog.waitFor();
    const nameInput = dialog.getByRole('textbox', { name: 'Name', exact: true });
    expect(await nameInput.inputValue()).toBe(name);
    expect(await dialog.getByRole('combobox', { name: 'Category', exact: true }).inputValue()).toBe(
      'Desserts',
    );
    await eventually(() => naturalWidth(page, `Picture 1 of ${name}`)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await nameInput.fill(renamed);
    await dialog.getByRole('textbox', { name: 'Price (PKR)', exact: true }).fill('450');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => dialog.count()).toBe(0);
    const row = productRow(page, renamed);
    await eventually(() => row.count()).toBe(1);
    await eventually(async () => row.textContent()).toContain(formatPkr(450));

    // Hide: the badge shows here, and the menu no longer lists it.
    await row.getByRole('button', { name: 'Hide' }).click();
    await eventually(() => row.getByText('Hidden', { exact: true }).isVisible()).toBe(true);
    await eventually(() => row.getByRole('button', { name: 'Show' }).count()).toBe(1);
    await expectNoHorizontalScroll(page);
    await openMenu(page);
    await page
      .getByRole('group', { name: 'Categories' })
      .getByRole('button', { name: 'Desserts' })
      .click();
    await eventually(() =>
      page.getByRole('link').filter({ hasText: 'PKR' }).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: renamed }).count()).toBe(0);

    // Delete, after confirming: gone from the list.
    await openAddMenu(page);
    await productRow(page, renamed).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await eventually(() =>
      confirm.getByText(`Are you sure you want to delete ${renamed}?`).isVisible(),
    ).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => confirm.count()).toBe(0);
    await eventually(() => productRow(page, renamed).count()).toBe(0);
    await context.close();
  });

  it('shows a new order with its items, marks it as sent, and cancels another with a reason', async () => {
    const customerName = `E2E Order ${uniqueTag()}`;
    const cancelledName = `E2E Cancel ${uniqueTag()}`;
    const { order, product } = await placeOrderViaApi(customerName, 2);
    await placeOrderViaApi(cancelledName, 1);
    const { context, page } = await session.adminPage(viewport);
    await page.goto(appUrl('/order-list'));
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();

    const card = orderCard(page, customerName);
    await eventually(() => card.count()).toBe(1);
    const text = await card.textContent();
    expect(text).toContain(`Order #${order.id}`);
    expect(text).toContain('03001234567');
    expect(text).toContain('Pickup');
    expect(text).toContain('Cash');
    expect(text).toContain(formatPkr(product.Product_Price * 2));
    expect(await card.getByText('Pending', { exact: true }).isVisible()).toBe(true);

    // The items table shows without a click, its lines readable at this size.
    const line = card.getByRole('row').filter({ hasText: product.Product_Name });
    expect(await line.isVisible()).toBe(true);
    expect(await line.textContent()).toContain(formatPkr(product.Product_Price * 2));
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // A pickup is collected, not sent: Mark as collected, the button goes and the status says Sent.
    expect(await card.getByRole('button', { name: 'Mark as Sent' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Mark as collected' }).click();
    await eventually(() => card.getByRole('button', { name: 'Mark as collected' }).count()).toBe(0);
    await eventually(() => card.getByText('Sent', { exact: true }).isVisible()).toBe(true);

    // Cancel order asks for a reason; the card then says Cancelled, with the reason.
    const other = orderCard(page, cancelledName);
    await other.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.isVisible()).toBe(true);
    const proceed = dialog.getByRole('button', { name: 'Cancel order' });
    expect(await proceed.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Out of milk');
    await expectNoAxeViolations(page);
    await proceed.click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => other.getByText('Cancelled', { exact: true }).isVisible()).toBe(true);
    expect(await other.getByTestId('cancel-reason').textContent()).toBe('Out of milk');
    expect(
      await other
        .getByRole('button', { name: /Cancel order|Mark as Sent|Mark as collected/ })
        .count(),
    ).toBe(0);

    // The Pending filter no longer lists them; Sent and Cancelled do.
    const filter = page.getByRole('radiogroup', { name: 'Filter by status' });
    await filter.getByText('Pending').click();
    await eventually(() => page.url()).toContain('status=Pending');
    await eventually(() => page.getByText('Loading orders...').count()).toBe(0);
    await eventually(() => orderCard(page, customerName).count()).toBe(0);
    expect(await orderCard(page, cancelledName).count()).toBe(0);
    await filter.getByText('Sent').click();
    await eventually(() => orderCard(page, customerName).count()).toBe(1);
    await filter.getByText('Cancelled').click();
    await eventually(() => orderCard(page, cancelledName).count()).toBe(1);
    await context.close();
  });
});

describe('café admin errors', () => {
  it('shows the server refusal inline under Add product', async () => {
    const { context, page } = await session.adminPage(DESKTOP);
    // The browser always sends a valid JPEG, so the server's refusal is simulated here.
    await page.route('**/api/create-product', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: PRODUCT_MESSAGES.imageTooLarge,
          code: 'VALIDATION',
          issues: [{ path: 'body.Product_Images.0', message: PRODUCT_MESSAGES.imageTooLarge }],
        }),
      }),
    );
    await openAddMenu(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E ${uniqueTag()}`);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Refused.');
    await page.getByRole('textbox', { name: 'Price (PKR)', exact: true }).fill('100');
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Desserts');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: pngBuffer() });
    await eventually(() => page.getByRole('img', { name: /^Picture 1 of/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add product' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Error adding product' });
    await eventually(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain(PRODUCT_MESSAGES.imageTooLarge);
    // The field the server named is marked too; the form keeps what was typed.
    await eventually(() =>
      page.getByText(PRODUCT_MESSAGES.imageTooLarge, { exact: true }).count(),
    ).toBe(2);
    expect(await page.getByRole('textbox', { name: 'Description', exact: true }).inputValue()).toBe(
      'Refused.',
    );
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('says when orders cannot be loaded, and when an order was already sent', async () => {
    const customerName = `E2E Stale ${uniqueTag()}`;
    const { order } = await placeOrderViaApi(customerName, 1);
    const { context, page } = await session.adminPage(DESKTOP);

    await page.route('**/api/get-order**', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"No."}' }),
    );
    await page.goto(appUrl('/order-list'));
    await eventually(() => page.getByText('Failed to load orders').isVisible()).toBe(true);
    await page.unroute('**/api/get-order**');
    await page.getByRole('button', { name: 'Try again' }).click();
    const card = orderCard(page, customerName);
    await eventually(() => card.count()).toBe(1);

    // Someone else marks it sent meanwhile: the click fails with a toast, and the card updates.
    const sent = await api(session.token, `/update-order-sent/${order.id}`, { method: 'PATCH' });
    expectStatus(sent, 200);
    await card.getByRole('button', { name: 'Mark as collected' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to mark order as sent.' });
    await eventually(() => toast.isVisible()).toBe(true);
    expect(await toast.textContent()).toContain('Error');
    await eventually(() => card.getByText('Sent', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Mark as collected' }).count()).toBe(0);
    await context.close();
  });
});
