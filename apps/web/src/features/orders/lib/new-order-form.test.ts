import { COUNTER_ORDER_MESSAGES, type Product } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyNewOrder,
  filterMenu,
  newOrderRequest,
  orderLines,
  validateNewOrder,
} from './new-order-form';

// docs/cafe.md#counter-orders: the New order form checks what the server checks, in its words.
const product = (id: number, name: string, category: string): Product => ({
  id,
  Product_ID: id,
  Product_Name: name,
  Product_Description: '',
  Product_Price: 100,
  Product_Category: category,
  Product_Images: [],
  Product_Thumbnails: [],
});

describe('the New order form', () => {
  it('asks for an item, a table or a name, and how it is paid', () => {
    expect(validateNewOrder(emptyNewOrder())).toEqual({
      items: COUNTER_ORDER_MESSAGES.itemsRequired,
      tableNumber: COUNTER_ORDER_MESSAGES.whoRequired,
      payment: COUNTER_ORDER_MESSAGES.paymentRequired,
    });
    const filled = {
      ...emptyNewOrder(),
      quantities: { 3: 2 },
      name: 'Ali',
      payment: 'tab' as const,
    };
    expect(validateNewOrder(filled)).toEqual({});
  });

  it('sends only the lines chosen, and the total shown', () => {
    const values = {
      ...emptyNewOrder(),
      quantities: { 3: 2, 5: 0 },
      tableNumber: 4 as const,
      notes: ' no sugar ',
      payment: 'cash' as const,
    };
    expect(orderLines(values)).toEqual([{ productId: 3, quantity: 2 }]);
    expect(newOrderRequest(values, 1300)).toEqual({
      items: [{ productId: 3, quantity: 2 }],
      tableNumber: 4,
      name: null,
      notes: 'no sugar',
      payment: 'cash',
      total: 1300,
    });
  });

  it('searches the menu by category and by name, in any case', () => {
    const menu = [
      product(1, 'Café Latte', 'Hot Beverages'),
      product(2, 'Mango Smoothie', 'Smoothies'),
    ];
    expect(filterMenu(menu, '', 'LATTE').map((p) => p.id)).toEqual([1]);
    expect(filterMenu(menu, 'Smoothies', '').map((p) => p.id)).toEqual([2]);
    expect(filterMenu(menu, 'Smoothies', 'latte')).toEqual([]);
  });
});
