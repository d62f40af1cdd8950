import {
  COUNTER_ORDER_MESSAGES,
  counterWhoProblems,
  isOneOf,
  COUNTER_PAYMENTS,
  type CounterOrderLine,
  type CounterOrderRequest,
  type CounterPayment,
  type Product,
} from '@padel/contracts';

/** The New order screen's fields (docs/screens.md#new-order), in screen order. */
export const NEW_ORDER_FIELDS = [
  'items',
  'tableNumber',
  'name',
  'notes',
  'payment',
  'total',
] as const;
export type NewOrderField = (typeof NEW_ORDER_FIELDS)[number];

export interface NewOrderValues {
  /** How many of each product, by id; a product at 0 is not in the order. */
  quantities: Record<number, number>;
  /** As typed: a table number is optional when a name is given. */
  tableNumber: number | '';
  name: string;
  notes: string;
  payment: CounterPayment | '';
}

export const emptyNewOrder = (): NewOrderValues => ({
  quantities: {},
  tableNumber: '',
  name: '',
  notes: '',
  payment: '',
});

/** The order's lines, by product id; a product at 0 is left out. */
export function orderLines(values: Pick<NewOrderValues, 'quantities'>): CounterOrderLine[] {
  return Object.entries(values.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ productId: Number(id), quantity }));
}

/** The form's own check, with the server's rules and words (contracts' counter-orders.ts). */
export function validateNewOrder(values: NewOrderValues): Partial<Record<NewOrderField, string>> {
  const errors: Partial<Record<NewOrderField, string>> = {};
  if (orderLines(values).length === 0) errors.items = COUNTER_ORDER_MESSAGES.itemsRequired;
  for (const { field, message } of counterWhoProblems({
    tableNumber: values.tableNumber === '' ? null : values.tableNumber,
    name: values.name,
  })) {
    errors[field] ??= message;
  }
  if (!isOneOf(COUNTER_PAYMENTS, values.payment)) {
    errors.payment = COUNTER_ORDER_MESSAGES.paymentRequired;
  }
  return errors;
}

/** The request, with the total the screen showed (the server's quote) for the server to check. */
export function newOrderRequest(values: NewOrderValues, total: number): CounterOrderRequest {
  return {
    items: orderLines(values),
    tableNumber: values.tableNumber === '' ? null : values.tableNumber,
    name: values.name.trim() || null,
    notes: values.notes.trim() || null,
    payment: values.payment as CounterPayment,
    total,
  };
}

/** The menu as the counter searches it: by category, then by a word of the name (any case). */
export function filterMenu(menu: readonly Product[], category: string, search: string): Product[] {
  const words = search.trim().toLowerCase();
  return menu.filter(
    (product) =>
      (category === '' || product.Product_Category === category) &&
      (words === '' || product.Product_Name.toLowerCase().includes(words)),
  );
}

/** The categories of the menu, in the menu's order. */
export const menuCategories = (menu: readonly Product[]) => [
  ...new Set(menu.map((product) => product.Product_Category)),
];
