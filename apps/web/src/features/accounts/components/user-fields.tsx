import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UserRole } from '@padel/contracts';
import type { ReactNode } from 'react';
import { isUserRole, ROLE_OPTIONS } from '../lib/roles';

export interface UserFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
}

export type UserFieldErrors<K extends string = keyof UserFieldValues> = Partial<
  Record<K, string | true>
>;

interface UserFieldsProps {
  values: UserFieldValues;
  errors: UserFieldErrors;
  onChange: <K extends keyof UserFieldValues>(field: K, value: UserFieldValues[K]) => void;
  /** Why the role cannot be changed here (your own account), when it cannot. */
  roleLockedReason?: string;
  /** Fields shown between the e-mail and the role (the password, on Register New Admin). */
  afterEmail?: ReactNode;
}

/** First name, last name, e-mail and role: shared by Register New Admin and Edit user. */
export function UserFields({
  values,
  errors,
  onChange,
  roleLockedReason,
  afterEmail,
}: UserFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First name"
          name="firstName"
          autoComplete="off"
          required
          maxLength={60}
          value={values.firstName}
          onChange={(event) => onChange('firstName', event.currentTarget.value)}
          error={errors.firstName}
        />
        <TextInput
          label="Last name"
          name="lastName"
          autoComplete="off"
          required
          maxLength={60}
          value={values.lastName}
          onChange={(event) => onChange('lastName', event.currentTarget.value)}
          error={errors.lastName}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        name="email"
        autoComplete="off"
        required
        maxLength={254}
        value={values.email}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        error={errors.email}
      />
      {afterEmail}
      <NativeSelect
        label="Role"
        name="role"
        data={ROLE_OPTIONS}
        value={values.role}
        disabled={roleLockedReason !== undefined}
        description={roleLockedReason ?? 'Only admins can sign in to the admin area.'}
        onChange={(event) => {
          const role = event.currentTarget.value;
          if (isUserRole(role)) onChange('role', role);
        }}
        error={errors.role}
      />
    </>
  );
}
