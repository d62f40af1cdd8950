import { ORDER_MESSAGES } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/lib/cart-storage';
import {
  checkoutErrors,
  EMPTY_DETAILS,
  orderBody,
  whatsappText,
  whatsappUrl,
  type CheckoutDetails,
} from './checkout';

const items: CartItem[] = [
  { id: 12, name: 'Café Latte', price: 650, quantity: 2, imagePath: '/uploads/latte.jpg' },
  { id: '7', name: 'Carrot Cake', price: 900, quantity: 1, category: 'Desserts' },
];
const subtotal = 650 * 2 + 900;
// The venue's setting (docs/venue-settings.md#settings), as the checkout reads it.
const deliveryFee = 150;

const details: CheckoutDetails = {
  deliveryType: 'deliver',
  customer_Name: '  Ayesha Khan ',
  customer_Number: ' 0300 1234567 ',
  customer_Email: '',
  customer_Address: ' House 5, Street 2 ',
  paymentMethod: 'cash',
  transferMethod: null,
};

describe('checkout rules', () => {
  it('finds nothing wrong with a complete delivery order', () => {
    expect(checkoutErrors(details)).toEqual({});
  });

  it('names every missing field with its message, and an address only for delivery', () => {
    expect(checkoutErrors(EMPTY_DETAILS)).toEqual({
      customer_Name: ORDER_MESSAGES.nameRequired,
      customer_Number: ORDER_MESSAGES.phoneRequired,
      customer_Address: ORDER_MESSAGES.addressRequired,
      paymentMethod: ORDER_MESSAGES.paymentRequired,
    });
    expect(
      checkoutErrors({ ...EMPTY_DETAILS, deliveryType: 'pickup' }).customer_Address,
    ).toBeUndefined();
  });

  it('refuses a phone number or e-mail that cannot be right, and a blank name', () => {
    expect(checkoutErrors({ ...details, customer_Name: '   ' })).toEqual({
      customer_Name: ORDER_MESSAGES.nameRequired,
    });
    expect(checkoutErrors({ ...details, customer_Number: 'call me' })).toEqual({
      customer_Number: ORDER_MESSAGES.phoneInvalid,
    });
    expect(checkoutErrors({ ...details, customer_Email: 'ayesha@' })).toEqual({
      customer_Email: ORDER_MESSAGES.emailInvalid,
    });
    expect(checkoutErrors({ ...details, customer_Email: '+92 300 1234567' })).toEqual({
      customer_Email: ORDER_MESSAGES.emailInvalid,
    });
    expect(checkoutErrors({ ...details, customer_Number: '+92 300-1234567' })).toEqual({});
    // The booking form's rule (docs/cafe.md#checkout): a Pakistani mobile number.
    expect(checkoutErrors({ ...details, customer_Number: '+44 20 7946 0958' })).toEqual({
      customer_Number: ORDER_MESSAGES.phoneInvalid,
    });
  });
});

describe('the order as placed', () => {
  it('sends trimmed details, numeric product ids and the total with the delivery fee', () => {
    expect(orderBody(items, details, deliveryFee)).toEqual({
      items: [
        {
          Product_ID: 12,
          Product_Name: 'Café Latte',
          Product_Quantity: 2,
          Product_Price: 650,
          Product_Image: '/uploads/latte.jpg',
        },
        {
          Product_ID: 7,
          Product_Name: 'Carrot Cake',
          Product_Quantity: 1,
          Product_Price: 900,
          Product_Image: null,
          Product_Category: 'Desserts',
        },
      ],
      total_Price: subtotal + deliveryFee,
      customer_Name: 'Ayesha Khan',
      customer_Number: '03001234567',
      customer_Email: null,
      customer_Address: 'House 5, Street 2',
      paymentMethod: 'cash',
      deliveryType: 'deliver',
    });
  });

  it('sends no address and no delivery fee for pickup', () => {
    const body = orderBody(items, { ...details, deliveryType: 'pickup' }, deliveryFee);
    expect(body).toMatchObject({ customer_Address: null, total_Price: subtotal });
  });
});

describe('ordering over WhatsApp', () => {
  it('lists each product with its price, then the delivery fee and the total', () => {
    expect(whatsappText(items, 'deliver', deliveryFee)).toBe(
      [
        'Hello, I would like to order:',
        '2 x Café Latte (PKR 650 each) = PKR 1,300',
        '1 x Carrot Cake (PKR 900 each) = PKR 900',
        `Delivery fee: PKR ${deliveryFee}`,
        `Total: PKR ${(subtotal + deliveryFee).toLocaleString('en-US')}`,
      ].join('\n'),
    );
    expect(whatsappText(items, 'pickup', deliveryFee)).toContain(
      'Pickup (no delivery fee)\nTotal: PKR 2,200',
    );
  });

  it('links to the venue’s number in digits only, and offers no link without a number', () => {
    const url = whatsappUrl('+92 300-1234567', items, 'pickup', deliveryFee);
    expect(url).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
    expect(decodeURIComponent(url!.split('text=')[1]!)).toBe(
      whatsappText(items, 'pickup', deliveryFee),
    );
    expect(whatsappUrl('', items, 'pickup', deliveryFee)).toBeNull();
  });
});
