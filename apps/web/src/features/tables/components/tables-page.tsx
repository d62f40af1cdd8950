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
import { notifications } from '@mantine/notifications';
import { MIN_TABLES, setTablesRequestSchema, TABLES_MESSAGES } from '@padel/contracts';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors, zodFieldErrors } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { useTables } from '../api/get-tables';
import { useSetTables } from '../api/set-tables';

/** SPEC §8 Tables: the server's message, or these two when it has none. */
function tablesErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.serverMessage ?? 'Network response was not ok';
  }
  return 'An error occurred';
}

/** NumberInput gives a number, or a string while empty or half typed; the schema judges both. */
function toTotalTables(value: number | string): unknown {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
}

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
  // Until the admin types, the input shows the current total: Save never lowers it by surprise.
  const [typed, setTyped] = useState<number | string>();
  const value = typed ?? tables.data?.[0]?.totalTables ?? MIN_TABLES;
  const [error, setError] = useState<string | true | undefined>();
  const setTables = useSetTables();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = setTablesRequestSchema.safeParse({ totalTables: toTotalTables(value) });
    if (!parsed.success) {
      setError(
        zodFieldErrors<'totalTables'>(parsed.error.issues).totalTables ?? TABLES_MESSAGES.required,
      );
      return;
    }
    setError(undefined);
    setTables.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (failure) => {
        setError(serverFieldErrors(failure, ['totalTables'] as const).totalTables);
        notifications.show({ color: 'red', message: tablesErrorMessage(failure) });
      },
    });
  };

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Tables</Title>
      <Paper withBorder p="lg">
        <CurrentTotal />
      </Paper>
      <Paper withBorder p="lg" component="form" noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Set the total
          </Title>
          <NumberInput
            label="Total tables"
            description={`How many café tables can be booked per hour (at least ${MIN_TABLES}).`}
            required
            min={MIN_TABLES}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={value}
            onChange={(next) => {
              setTyped(next);
              if (error) setError(undefined);
            }}
            error={error}
            inputMode="numeric"
            // Arrow keys step the value like a native number input: expose it as one.
            role="spinbutton"
            aria-valuemin={MIN_TABLES}
            aria-valuemax={500}
            aria-valuenow={typeof value === 'number' ? value : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={setTables.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
