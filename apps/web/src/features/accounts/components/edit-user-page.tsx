import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { updateUserRequestSchema, USER_MESSAGES, type User } from '@padel/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { currentUserId } from '../lib/current-user';
import { isNotFound, serverMessageOf } from '../lib/errors';
import { UserFields, type UserFieldValues } from './user-fields';
import { FormCard } from '@/components/ui/form-card';

const LIST_PATH = '/user-list';
const FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;

function EditUserForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const form = useForm({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    } satisfies UserFieldValues,
    validate: schemaResolver(updateUserRequestSchema, { sync: true }),
    // What is sent is the schema's output (names and e-mail trimmed), as the server reads it.
    transformValues: (values) => updateUserRequestSchema.parse(values),
  });
  // The server refuses an owner's own demotion (see docs/accounts.md#roles): say so before they
  // try.
  const [roleLocked] = useState(() => user.id === currentUserId() && user.role === 'admin');

  const submit = useFormSubmit({
    fields: FIELDS,
    check: formCheck(form),
    send: () => updateUser.mutateAsync({ id: user.id, body: form.getTransformedValues() }),
    onSent: ({ message }) => {
      notifications.show({ color: 'green', message });
      void navigate(LIST_PATH);
    },
    // Said in a notification; a taken e-mail under its field as well.
    failureMessage: () => undefined,
    failureFields: (error) => {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      const message = serverMessageOf(error);
      if (message === USER_MESSAGES.duplicateEmail) fieldErrors.email = message;
      return fieldErrors;
    },
    onFailed: (error) => {
      notifications.show({
        color: 'red',
        message:
          serverMessageOf(error) ??
          (error instanceof ApiRequestError
            ? 'Failed to update user. Please try again.'
            : 'The server could not be reached. Please try again.'),
      });
    },
    setErrors: form.setErrors,
  });

  return (
    <FormCard onSubmit={submit.onSubmit}>
      <UserFields
        form={form}
        roleLockedReason={roleLocked ? USER_MESSAGES.cannotDemoteSelf : undefined}
      />
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={LIST_PATH} variant="default">
          Cancel
        </Button>
        <Button type="submit" loading={submit.pending}>
          Save
        </Button>
      </Group>
    </FormCard>
  );
}

function NotFound() {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text role="status">{USER_MESSAGES.notFound}</Text>
        <Button component={Link} to={LIST_PATH} variant="default">
          Back to Role Management
        </Button>
      </Stack>
    </Paper>
  );
}

/** Edit a user (see docs/screens.md#role-management): names, e-mail and role. */
export function EditUserPage() {
  usePageTitle('Edit user');
  const { id = '' } = useParams();
  const userId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
  const user = useUser(userId);

  let content;
  if (userId === null || isNotFound(user.error)) {
    content = <NotFound />;
  } else if (user.isPending) {
    content = <LoadingStatus label="Loading user..." />;
  } else if (!user.data) {
    content = (
      <Alert color="red" title="Could not load the user">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{serverMessageOf(user.error) ?? 'Failed to fetch the user.'}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <EditUserForm key={user.data.id} user={user.data} />;
  }

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Anchor component={Link} to={LIST_PATH} size="sm">
          ← Back to Role Management
        </Anchor>
        <Title order={1} mt="xs">
          Edit user
        </Title>
      </div>
      {content}
    </Stack>
  );
}
