import { PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@padel/contracts';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Validates with the request's own schema (which holds the new password's rule,
 * docs/accounts.md#passwords), then checks what no request carries: the confirmation must repeat
 * the new password (see docs/accounts.md#passwords).
 */
export function validateWithConfirmation(schema: Parameters<typeof schemaResolver>[0]) {
  const validateRequest = schemaResolver(schema, { sync: true });
  return (values: NewPasswordValues): FormErrors => {
    const errors = validateRequest(values);
    if (values.confirmPassword !== values.newPassword) {
      errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDiffer;
    }
    return errors;
  };
}

interface NewPasswordFieldsProps {
  form: UseFormReturnType<NewPasswordValues>;
  disabled?: boolean;
}

/** New password and its confirmation, each with a show/hide toggle that keyboards can reach. */
export function NewPasswordFields({ form, disabled }: NewPasswordFieldsProps) {
  return (
    <Stack gap="md">
      <PasswordInput
        label="New password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        name="newPassword"
        autoComplete="new-password"
        required
        disabled={disabled}
        {...form.getInputProps('newPassword')}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': 'Show new password' }}
      />
      <PasswordInput
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        disabled={disabled}
        {...form.getInputProps('confirmPassword')}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': 'Show confirmation' }}
      />
    </Stack>
  );
}
