import {
  isIsoDate,
  phoneProblem,
  slotLabel,
  type CounterCustomer,
  type CounterQuoteRequest,
} from '@padel/contracts';

/**
 * The counter's quote request (docs/prices.md#quotes) for what the form says: null until the phone
 * is a whole, valid number and the date a date; the hours are padel hours (none for a café table).
 */
export function counterQuoteRequest(values: {
  phoneNumber: string;
  selectedDate: string;
  hours: readonly number[];
  padel: boolean;
}): CounterQuoteRequest | null {
  if (phoneProblem(values.phoneNumber) !== undefined || !isIsoDate(values.selectedDate)) {
    return null;
  }
  return {
    phoneNumber: values.phoneNumber,
    selectedDate: values.selectedDate,
    selectedSlots: values.padel ? [...values.hours].sort((a, b) => a - b).map(slotLabel) : [],
  };
}

/**
 * The name and e-mail a known customer's phone fills in: only fields staff left empty, or still
 * holding what an earlier lookup filled (a different phone typed next), so nothing staff typed is
 * overwritten.
 */
export function filledContact(
  current: { customerName: string; email: string },
  customer: CounterCustomer,
  filledBefore: { customerName: string; email: string } | undefined,
): { customerName: string; email: string } {
  const replaceable = (field: 'customerName' | 'email') =>
    current[field].trim() === '' || current[field] === filledBefore?.[field];
  return {
    customerName: replaceable('customerName') ? customer.name : current.customerName,
    email: replaceable('email') ? (customer.email ?? '') : current.email,
  };
}
