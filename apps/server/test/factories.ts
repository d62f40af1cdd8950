import {
  slotLabel,
  type CreateBookingRequest,
  type OrderInput,
  type Product,
  type ProductInput,
} from '@padel/contracts';

/**
 * Valid requests, built in one place: each test overrides only what it is about, so a change to
 * the contract is made here once rather than in every test that books, orders or adds a product.
 */

/** A valid online padel booking request: one hour on Court 1. */
export function padelRequest(
  date: string,
  hour: number,
  overrides: Partial<CreateBookingRequest> = {},
): CreateBookingRequest {
  return {
    bookingType: 'Padel',
    selectedDate: date,
    selectedSlots: [slotLabel(hour)],
    selectedCourt: 'Court 1',
    customerName: 'Test Customer',
    email: 'customer@example.com',
    phoneNumber: '03001234567',
    numberOfGuests: 2,
    ...overrides,
  };
}

/** A valid café table booking request: one hour, no court (the café's tables must be set up). */
export function tableRequest(
  date: string,
  hour: number,
  overrides: Partial<CreateBookingRequest> = {},
): CreateBookingRequest {
  const { selectedCourt: _court, ...padel } = padelRequest(date, hour);
  return { ...padel, bookingType: 'Table', ...overrides };
}

/** One line of an order as sent. */
type OrderLine = OrderInput['items'][number];

/** An order line for a product as the menu lists it, as the cart sends it. */
export function orderLine(product: Product, quantity = 1): OrderLine {
  return {
    Product_ID: product.id,
    Product_Name: product.Product_Name,
    Product_Quantity: quantity,
    Product_Price: product.Product_Price,
    Product_Image: product.Product_Thumbnails[0] ?? null,
    Product_Category: product.Product_Category,
  };
}

/**
 * A valid pickup order paid in cash. The total is the one the customer saw, computed from the
 * lines' prices; lines sent without a price (as a hand-made request may) send no total.
 */
export function orderRequest(items: OrderLine[], overrides: Partial<OrderInput> = {}): OrderInput {
  const pricesKnown = items.every((item) => item.Product_Price !== undefined);
  const total = items.reduce(
    (sum, item) => sum + (item.Product_Price ?? 0) * Number(item.Product_Quantity),
    0,
  );
  return {
    items,
    ...(pricesKnown ? { total_Price: total } : {}),
    customer_Name: 'Test Customer',
    customer_Number: '03001234567',
    customer_Email: '',
    customer_Address: null,
    paymentMethod: 'cash',
    deliveryType: 'pickup',
    ...overrides,
  };
}

/** A valid product as the add-product form sends it, with one real picture unless given some. */
export async function productRequest(overrides: Partial<ProductInput> = {}): Promise<ProductInput> {
  return {
    Product_Name: 'Iced Spanish Latte',
    Product_Description: 'Espresso, condensed milk and ice.',
    Product_Price: 750,
    Product_Category: 'Hot Beverages',
    // sharp loads only for tests that make a product.
    Product_Images: overrides.Product_Images ?? [await (await import('./images')).imageDataUrl()],
    ...overrides,
  };
}
