import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A failure the cart's screens report: what failed, why, and the way on (`action`, a small red
 * button). The title is in the text colour, which keeps contrast on the light red alert.
 */
export function FailureAlert({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <Alert color="red" title={title} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {action}
      </Stack>
    </Alert>
  );
}
