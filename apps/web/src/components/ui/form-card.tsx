import { Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * An admin form on a bordered card, its fields stacked. The form checks its own fields
 * (noValidate), so every message reads the same in every browser.
 */
export function FormCard({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" noValidate onSubmit={onSubmit}>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
