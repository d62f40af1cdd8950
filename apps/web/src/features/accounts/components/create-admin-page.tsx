import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addUserRequestSchema, MIN_PASSWORD_LENGTH, USER_MESSAGES } from '@padel/contracts';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { useAddUser } from '../api/add-user';
import { serverMessageOf } from '../lib/errors';
import { UserFields, type UserFieldValues } from './user-fields';
import { FormCard } from '@/components/ui/form-card';

const FIELDS = ['firstName', 'lastName', 'email', 'role', 'password'] as const;

const EMPTY: UserFieldValues & { password: string } = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'staff',
  password: '',
};

/**
 * docs/screens.md#role-management: 'An error occurred: ' plus the message, or 'Registration
 * failed'.
 */
function registrationErrorMessage(error: unknown): string {
  const message = serverMessageOf(error);
  return message ? `An error occurred: ${message}` : 'Registration failed';
}

/** The create screen's heading and title (see docs/screens.md#role-management). */
export const CREATE_USER_TITLE = 'Add a member of staff';

/**
 * The spec's Register New Admin, opened by Add New Role (see docs/screens.md#role-management): most
 * new accounts are the front desk's, so the role defaults to Staff; Owner (stored `admin`) is one
 * choice away, never a default.
 */
export function CreateAdminPage() {
  usePageTitle(CREATE_USER_TITLE);
  const navigate = useNavigate();
  const addUser = useAddUser();
  const form = useForm({
    initialValues: EMPTY,
    validate: schemaResolver(addUserRequestSchema, { sync: true }),
    // What is sent is the schema's output (names and e-mail trimmed), as the server reads it.
    transformValues: (values) => addUserRequestSchema.parse(values),
  });

  const submit = useFormSubmit({
    fields: FIELDS,
    check: formCheck(form),
    send: () => addUser.mutateAsync(form.getTransformedValues()),
    onSent: ({ message }) => {
      notifications.show({ color: 'green', message });
      void navigate(ADMIN_HOME_PATH);
    },
    // Said in a notification; a taken e-mail next to its field as well.
    failureMessage: () => undefined,
    failureFields: (error) => {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      if (error instanceof ApiRequestError && error.status === 409) {
        fieldErrors.email = error.serverMessage ?? USER_MESSAGES.duplicateEmail;
      }
      return fieldErrors;
    },
    onFailed: (error) =>
      notifications.show({ color: 'red', message: registrationErrorMessage(error) }),
    setErrors: form.setErrors,
  });

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{CREATE_USER_TITLE}</Title>
      <FormCard onSubmit={submit.onSubmit}>
        <UserFields
          form={form}
          afterEmail={
            <PasswordInput
              label="Password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters. Share it with them privately.`}
              name="password"
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
            />
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/user-list" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={submit.pending}>
            Register
          </Button>
        </Group>
      </FormCard>
    </Stack>
  );
}
