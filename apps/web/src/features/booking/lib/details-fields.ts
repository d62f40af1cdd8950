/** Kept apart from the rules (`details.ts`), which load with step 2. */

/** The PERSONAL INFORMATION fields as typed (see docs/bookings.md#form-checks). */
export interface Details {
  customerName: string;
  email: string;
  phoneNumber: string;
  numberOfGuests: string;
  customer_instruction: string;
}

export type DetailsField = keyof Details;

export const DETAILS_FIELDS: readonly DetailsField[] = [
  'customerName',
  'email',
  'phoneNumber',
  'numberOfGuests',
  'customer_instruction',
];

export const EMPTY_DETAILS: Details = {
  customerName: '',
  email: '',
  phoneNumber: '',
  numberOfGuests: '',
  customer_instruction: '',
};
