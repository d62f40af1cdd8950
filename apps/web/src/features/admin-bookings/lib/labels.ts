/** Display names of stored values (SPEC §3, PRODUCT D7, D14). */

const PAYMENT_METHODS: Record<string, string> = {
  PayLater: 'Pay later',
  PayViaCash: 'Cash',
  PayViaCard: 'Card',
  PayViaOnline: 'Online',
};

export function paymentMethodLabel(value: string): string {
  return PAYMENT_METHODS[value] ?? value;
}

/** SPEC §3: in-person shows as Walk-In. */
export function bookingSourceLabel(source: string): string {
  return source === 'in-person' ? 'Walk-In' : 'Online';
}
