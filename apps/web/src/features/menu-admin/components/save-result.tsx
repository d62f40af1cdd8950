import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import type { SaveResult } from '../lib/result';
import classes from './save-result.module.css';

/**
 * The inline result of a save (see docs/screens.md#add-product): the server's message in green, or
 * a red title with the server's reason, in shades dark enough for WCAG AA contrast on the light
 * background.
 */
export function SaveResultAlert({ result }: { result: SaveResult | null }) {
  if (!result) return null;
  if (result.kind === 'success') {
    return (
      <Alert color="green" variant="light" role="status">
        <Text className={classes.successText} fw={600}>
          {result.message}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert">
      <Text c="red.9" fw={600}>
        {result.title}
      </Text>
      {result.detail && (
        <Text c="red.9" size="sm" mt={4}>
          {result.detail}
        </Text>
      )}
    </Alert>
  );
}
