import { CURRENCY } from '@padel/contracts';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `5000` -> `PKR 5,000` (PRODUCT D15). */
export function formatPrice(amount: number): string {
  return `${CURRENCY} ${numberFormat.format(amount)}`;
}
