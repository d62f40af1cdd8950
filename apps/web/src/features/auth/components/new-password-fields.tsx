import { PasswordInput, Stack } from '@mantine/core';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH, newPasswordSchema } from '@padel/contracts';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string | true>>;

/** The new password's own rule (PRODUCT D10), then the confirmation must repeat it (SPEC §5). */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const parsed = newPasswordSchema.safeParse(values.newPassword);
  if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message;
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDiffer;
  }
  return errors;
}

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  disabled?: boolean;
}

/** New password and its confirmation, each with a show/hide toggle that keyboards can reach. */
export function NewPasswordFields({ values, errors, onChange, disabled }: NewPasswordFieldsProps) {
  return (
    <Stack gap="md">
      <PasswordInput
        label="New password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        name="newPassword"
        autoComplete="new-password"
        required
        disabled={disabled}
        value={values.newPassword}
        onChange={(event) => onChange('newPassword', event.currentTarget.value)}
        error={errors.newPassword}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': 'Show new password' }}
      />
      <PasswordInput
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        disabled={disabled}
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.currentTarget.value)}
        error={errors.confirmPassword}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': 'Show confirmation' }}
      />
    </Stack>
  );
}
