import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { EMAIL_MAX, PERSON_NAME_MAX } from '@padel/contracts';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';

/**
 * What a contact field asks for: each kind has one set of input attributes on every form.
 * `contact` is a phone number or an e-mail, as staff look a customer up
 * (docs/screens.md#blocked-contacts).
 */
export type ContactKind = 'name' | 'phone' | 'email' | 'contact';

/**
 * One contact field as a form words it. `name` is the field's name in the form's contract (the
 * server's issues and the focus find it by it); the label is the form's own, because its messages
 * name it ("Full Name is required.", packages/contracts `ORDER_MESSAGES`).
 */
export interface ContactFieldSpec<N extends string = string> {
  kind: ContactKind;
  name: N;
  label: string;
  description?: string;
  /** Left out unless `required`: an optional field says so in its label ("Email (optional)"). */
  required: boolean;
}

/** What a form binds to one field: a `@mantine/form`'s `getInputProps`, or its own state. */
export interface ContactInputProps {
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

/** A phone as people type it, with separators and a country code (packages/contracts phone.ts). */
const PHONE_TYPED_MAX = 25;

const KIND_PROPS: Record<ContactKind, TextInputProps> = {
  name: { autoComplete: 'name', maxLength: PERSON_NAME_MAX },
  phone: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '03XXXXXXXXX',
    maxLength: PHONE_TYPED_MAX,
  },
  email: { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX },
  // An e-mail is the longer of the two.
  contact: { maxLength: EMAIL_MAX },
};

interface ContactFieldsProps<N extends string> {
  /** The fields in screen order. */
  fields: readonly ContactFieldSpec<N>[];
  inputProps: (name: N) => ContactInputProps;
  /**
   * Staff type a customer's details at the counter: the browser must not offer their own
   * (docs/bookings.md#walk-ins).
   */
  staffEntry?: boolean;
}

/**
 * A customer's name, phone and e-mail, the same on every form that asks for them (the booking,
 * the queue, the checkout, the walk-in, the blocked contacts): the same input types, lengths,
 * autofill and required marks. The form checks them with the contracts' rules (the forms are
 * `noValidate`). The fields come without a wrapper, to sit in the form's own stack or grid.
 */
export function ContactFields<N extends string>({
  fields,
  inputProps,
  staffEntry = false,
}: ContactFieldsProps<N>) {
  return fields.map(({ kind, name, label, description, required }) => (
    <TextInput
      key={name}
      {...KIND_PROPS[kind]}
      {...(staffEntry ? { autoComplete: 'off' } : {})}
      name={name}
      label={label}
      description={description}
      required={required}
      {...inputProps(name)}
    />
  ));
}
