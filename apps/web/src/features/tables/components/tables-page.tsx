import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MAX_TABLES, MIN_TABLES, setTablesRequestSchema } from '@padel/contracts';
import { useEffect, useEffectEvent } from 'react';
import { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { numberInputValue } from '@/lib/number-input';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { useTables } from '../api/get-tables';
import { useSetTables } from '../api/set-tables';

/** docs/screens.md#tables-page: the server's message, or these two when it has none. */
function tablesErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.serverMessage ?? 'Network response was not ok';
  }
  return 'An error occurred';
}

/** The request's own rule, judging what the NumberInput holds. */
const tablesFormSchema = z.object({
  totalTables: z.preprocess(numberInputValue, setTablesRequestSchema.shape.totalTables),
});

function CurrentTotal() {
  const tables = useTables();

  if (tables.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading tables...</Text>
      </Group>
    );
  }
  if (tables.isError) {
    return (
      <Alert color="red" title="Could not load the tables">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{tablesErrorMessage(tables.error)}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void tables.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const record = tables.data[0];
  return (
    <Text size="xl" fw={600} role="status">
      {record ? `Total tables: ${record.totalTables}` : 'No tables found'}
    </Text>
  );
}

export function TablesPage() {
  usePageTitle('Tables');
  const tables = useTables();
  const currentTotal = tables.data?.[0]?.totalTables;
  const form = useForm({
    initialValues: { totalTables: (currentTotal ?? MIN_TABLES) as number | string },
    validate: schemaResolver(tablesFormSchema, { sync: true }),
    transformValues: (values) => tablesFormSchema.parse(values),
  });
  const setTables = useSetTables();

  // Until the admin types, the input shows the current total: Save never lowers it by surprise.
  const showCurrentTotal = useEffectEvent((total: number) => {
    if (form.isDirty()) return;
    form.setInitialValues({ totalTables: total });
    form.setValues({ totalTables: total });
  });
  useEffect(() => {
    if (currentTotal !== undefined) showCurrentTotal(currentTotal);
  }, [currentTotal]);

  const submit = useFormSubmit({
    fields: ['totalTables'] as const,
    check: formCheck(form),
    send: () => setTables.mutateAsync(form.getTransformedValues()),
    onSent: (answer) => notifications.show({ color: 'green', message: answer.message }),
    failureMessage: tablesErrorMessage,
    onFailed: (_error, _fieldMessages, failure) =>
      notifications.show({ color: 'red', message: failure }),
    setErrors: form.setErrors,
  });

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Tables</Title>
      <Paper withBorder p="lg">
        <CurrentTotal />
      </Paper>
      <Paper withBorder p="lg" component="form" noValidate onSubmit={submit.onSubmit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Set the total
          </Title>
          <NumberInput
            label="Total tables"
            description={`How many café tables can be booked per hour (at least ${MIN_TABLES}).`}
            required
            min={MIN_TABLES}
            max={MAX_TABLES}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('totalTables')}
            inputMode="numeric"
            // Arrow keys step the value like a native number input: expose it as one.
            role="spinbutton"
            aria-valuemin={MIN_TABLES}
            aria-valuemax={MAX_TABLES}
            aria-valuenow={
              typeof form.values.totalTables === 'number' ? form.values.totalTables : undefined
            }
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submit.pending}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
