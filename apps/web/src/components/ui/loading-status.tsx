import { Group, Loader, Text } from '@mantine/core';

/** A loading message that screen readers announce (role="status"). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" py="md">
      <Loader size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </Group>
  );
}
