import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMAIL_MAX, isUserRole, type UserRole } from '@padel/contracts';
import type { ReactNode } from 'react';
import { ROLE_OPTIONS } from '../lib/roles';

export interface UserFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
}

interface UserFieldsProps {
  form: UseFormReturnType<UserFieldValues>;
  /** Why the role cannot be changed here (your own account), when it cannot. */
  roleLockedReason?: string;
  /** Fields shown between the e-mail and the role (the password, on Register New Admin). */
  afterEmail?: ReactNode;
}

/** First name, last name, e-mail and role: shared by Register New Admin and Edit user. */
export function UserFields({ form, roleLockedReason, afterEmail }: UserFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First name"
          name="firstName"
          autoComplete="off"
          required
          maxLength={60}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          name="lastName"
          autoComplete="off"
          required
          maxLength={60}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        name="email"
        autoComplete="off"
        required
        maxLength={EMAIL_MAX}
        {...form.getInputProps('email')}
      />
      {afterEmail}
      <NativeSelect
        label="Role"
        name="role"
        data={ROLE_OPTIONS}
        disabled={roleLockedReason !== undefined}
        description={
          roleLockedReason ??
          'Owners may do everything; staff run the day without settings, accounts, exports or the audit log. Users and moderators cannot sign in.'
        }
        {...form.getInputProps('role')}
        onChange={(event) => {
          const role = event.currentTarget.value;
          if (isUserRole(role)) form.setFieldValue('role', role);
        }}
      />
    </>
  );
}
