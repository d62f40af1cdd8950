import {
  normalizePhone,
  orderDetailsProblems,
  type DeliveryType,
  type OrderInput,
  type OrderPaymentMethod,
  type TransferMethod,
} from '@padel/contracts';
import type { CartItem } from '@/lib/cart-storage';
import { formatPrice } from '@/lib/format';
import { cartTotals } from './totals';

export interface CheckoutDetails {
  deliveryType: DeliveryType;
  customer_Name: string;
  customer_Number: string;
  customer_Email: string;
  customer_Address: string;
  paymentMethod: OrderPaymentMethod | null;
  /** Paying by transfer: the method chosen (docs/payments.md#transfers). */
  transferMethod: TransferMethod | null;
}

export type CheckoutField =
  'customer_Name' | 'customer_Number' | 'customer_Email' | 'customer_Address' | 'paymentMethod';

/** The fields in screen order: the first with a problem gets the focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'customer_Name',
  'customer_Number',
  'customer_Email',
  'customer_Address',
  'paymentMethod',
];

export const EMPTY_DETAILS: CheckoutDetails = {
  deliveryType: 'deliver',
  customer_Name: '',
  customer_Number: '',
  customer_Email: '',
  customer_Address: '',
  paymentMethod: null,
  transferMethod: null,
};

/** Each field's message, from the same check the server runs (`orderDetailsProblems`). */
export function checkoutErrors(details: CheckoutDetails): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const { field, message } of orderDetailsProblems(details)) {
    // The transfer's method is chosen with the payment method, so its message shows there.
    if (field === 'transferMethod') errors.paymentMethod ??= message;
    else if (field !== 'deliveryType') errors[field] ??= message;
  }
  return errors;
}

/** The order as placed (see docs/cafe.md#checkout), with the total the customer saw. */
export function orderBody(
  items: readonly CartItem[],
  details: CheckoutDetails,
  deliveryFee: number,
): OrderInput {
  const email = details.customer_Email.trim();
  return {
    items: items.map((item) => ({
      Product_ID: Number(item.id),
      Product_Name: item.name,
      Product_Quantity: item.quantity,
      Product_Price: item.price,
      Product_Image: item.imagePath ?? null,
      ...(item.category ? { Product_Category: item.category } : {}),
    })),
    total_Price: cartTotals(items, details.deliveryType, deliveryFee).total,
    customer_Name: details.customer_Name.trim(),
    // Sent the one way it is kept, however it was typed (docs/cafe.md#checkout).
    customer_Number: normalizePhone(details.customer_Number),
    customer_Email: email === '' ? null : email,
    customer_Address: details.deliveryType === 'deliver' ? details.customer_Address.trim() : null,
    paymentMethod: details.paymentMethod,
    ...(details.paymentMethod === 'transfer' ? { transferMethod: details.transferMethod } : {}),
    deliveryType: details.deliveryType,
  };
}

/**
 * The cart as a WhatsApp message (see docs/cafe.md#whatsapp-order): one line per product, then the
 * total.
 */
export function whatsappText(
  items: readonly CartItem[],
  deliveryType: DeliveryType,
  deliveryFee: number,
): string {
  const totals = cartTotals(items, deliveryType, deliveryFee);
  const lines = items.map(
    (item) =>
      `${item.quantity} x ${item.name} (${formatPrice(item.price)} each) = ${formatPrice(item.price * item.quantity)}`,
  );
  const delivery =
    deliveryType === 'deliver'
      ? [`Delivery fee: ${formatPrice(totals.deliveryFee)}`]
      : ['Pickup (no delivery fee)'];
  return [
    'Hello, I would like to order:',
    ...lines,
    ...delivery,
    `Total: ${formatPrice(totals.total)}`,
  ].join('\n');
}

/** https://wa.me/{number}?text=... ; null when the venue has no WhatsApp number. */
export function whatsappUrl(
  number: string,
  items: readonly CartItem[],
  deliveryType: DeliveryType,
  deliveryFee: number,
): string | null {
  const digits = number.replace(/[^0-9]/g, '');
  if (!digits) return null;
  const text = whatsappText(items, deliveryType, deliveryFee);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
