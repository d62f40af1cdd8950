import type { ContactFieldSpec } from '@/components/ui/contact-fields';
import type { DetailsField } from './details-fields';

/**
 * The customer's contact fields in the booking host's words (docs/screens.md#booking-form); the
 * queue asks for the same name and e-mail (docs/bookings.md#queue).
 */
const name = {
  kind: 'name',
  name: 'customerName',
  label: 'Customer Name',
  required: true,
} as const satisfies ContactFieldSpec<DetailsField>;
const email = {
  kind: 'email',
  name: 'email',
  label: 'Email',
  required: true,
} as const satisfies ContactFieldSpec<DetailsField>;
const phone = {
  kind: 'phone',
  name: 'phoneNumber',
  label: 'Phone',
  description: 'A mobile number: 0321 1234567 or +92 321 1234567.',
  required: true,
} as const satisfies ContactFieldSpec<DetailsField>;

/** PERSONAL INFORMATION's contact fields, in screen order. */
export const DETAILS_CONTACT = [name, email, phone] as const;

/** Join the queue's fields. */
export const QUEUE_CONTACT = [name, email] as const;
