import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';

/**
 * A screen's data that failed to load: what could not be loaded, why, and Try again. The admin
 * screens wrote this red alert by hand; one piece keeps its words, roles and colours the same
 * (beside `LoadingStatus`, the state before it).
 */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  /** "Could not load the till". */
  title: string;
  /** The server's message when it gave one, else the screen's own words. */
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="outline" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
