import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  MOVEMENT_METHOD_WORDS,
  TRANSFER_ACCOUNT_MAX,
  TRANSFER_FIELD_WORDS,
  TRANSFER_METHODS,
  type TransferAccounts,
} from '@padel/contracts';
import type { SettingsForm } from './settings-form-parts';

const FIELDS = Object.keys(TRANSFER_FIELD_WORDS) as (keyof TransferAccounts)[];

/**
 * The venue's receiving accounts and which transfer methods the booking page offers
 * (docs/payments.md#transfers); a method needs its account details.
 */
export function TransferSection({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={TRANSFER_FIELD_WORDS[field]}
            autoComplete="off"
            maxLength={TRANSFER_ACCOUNT_MAX}
            {...form.getInputProps(`transferAccounts.${field}`)}
          />
        ))}
      </SimpleGrid>
      <Checkbox.Group
        label="Offer payment by transfer"
        description="Customers pay the advance by a method ticked here; staff check each receipt."
        {...form.getInputProps('transferMethods')}
      >
        <Group mt="xs">
          {TRANSFER_METHODS.map((method) => (
            <Checkbox key={method} value={method} label={MOVEMENT_METHOD_WORDS[method]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
