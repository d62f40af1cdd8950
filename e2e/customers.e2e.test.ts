import {
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  type CustomerProfile,
  type Product,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { api, findBookingId, futureDate, uniqueTag } from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll } from './support/booking';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// Customers (docs/screens.md#customers): staff find a customer who booked a court and ordered
// coffee, open their profile, see both, tag them member and write a note; the profile is one click
// from the booking's detail.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** A number of their own, so the customer is theirs alone on the shared e2e server. */
const newPhone = () => `0345${String(drawInt(0, 9_999_999)).padStart(7, '0')}`;

/** A padel booking made as a customer would, the number written with a dash. */
async function bookCourt(name: string, phone: string): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const date = futureDate();
    const hour = drawInt(6, 21);
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
    const { status } = await api(null, '/create-booking', {
      method: 'POST',
      body: {
        bookingType: 'Padel',
        selectedDate: date,
        selectedSlots: [slotLabel(hour)],
        selectedCourt: 'Court 1',
        customerName: name,
        email: `customers-e2e-${uniqueTag()}@example.test`,
        phoneNumber: `${phone.slice(0, 4)}-${phone.slice(4)}`,
        numberOfGuests: 2,
        amount: quote.total,
        unit_amount: quote.unitAmount,
      },
    });
    if (status === 409) continue;
    expect(status).toBe(201);
    return findBookingId(session.token, date, name);
  }
  throw new Error('no free slot found for the customer booking');
}

/** A café pickup order, the number written with the country code. */
async function orderCoffee(name: string, phone: string): Promise<number> {
  const products = await api<Product[]>(null, '/get-products');
  const product = products.body[0]!;
  const { status, body } = await api<{ order: { id: number } }>(null, '/add-order', {
    method: 'POST',
    body: {
      items: [
        {
          Product_ID: product.id,
          Product_Name: product.Product_Name,
          Product_Quantity: 1,
          Product_Price: product.Product_Price,
          Product_Image: product.Product_Images[0] ?? null,
          Product_Category: product.Product_Category,
        },
      ],
      total_Price: product.Product_Price,
      customer_Name: name,
      customer_Number: `+92 ${phone.slice(1, 4)} ${phone.slice(4)}`,
      customer_Email: null,
      customer_Address: null,
      paymentMethod: 'cash',
      deliveryType: 'pickup',
    },
  });
  expect(status).toBe(201);
  return body.order.id;
}

describe('Customers', () => {
  it('finds a customer by search, shows their booking and order, tags them member and keeps a note', async () => {
    const name = `Regular ${uniqueTag()}`;
    const phone = newPhone();
    const bookingId = await bookCourt(name, phone);
    const orderId = await orderCoffee(name, phone);
    const { context, page } = await session.adminPage(PHONE);

    await page.goto(appUrl('/customers'));
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(name);
    const card = page.getByTestId('customer-card').filter({ hasText: name });
    await eventually(() => page.getByTestId('customer-card').count()).toBe(1);
    await expect(card.textContent()).resolves.toContain(phone);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('link', { name: `Booking #${bookingId}` }).waitFor();
    await page.getByRole('link', { name: `Order #${orderId}` }).waitFor();

    await page.getByRole('switch', { name: 'Member' }).click();
    await page.getByText('Customer saved.').waitFor();
    await page.getByRole('textbox', { name: 'Notes about this customer' }).fill('Plays Tuesdays');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await page.getByText('Staff notes saved.').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const saved = await api<CustomerProfile>(session.token, `/customers/${phone}`);
    expect(saved.body).toMatchObject({ tags: ['member'], staffNotes: 'Plays Tuesdays' });
    await context.close();
  });

  it("opens the customer's profile in one click from a booking's detail", async () => {
    const name = `Detail ${uniqueTag()}`;
    const phone = newPhone();
    const bookingId = await bookCourt(name, phone);
    const { context, page } = await session.adminPage(PHONE);

    await page.goto(appUrl(`/booking-detail/${bookingId}`));
    await page.getByRole('link', { name: `${name}'s customer profile` }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/customers/${phone}`);
    await context.close();
  });
});
