import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';

export interface PlaceholderHandle {
  title: string;
}

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** A screen that a later issue builds; its title comes from the route's `handle`. */
export function PlaceholderPage() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isPlaceholderHandle(match.handle))?.handle;
  const title = isPlaceholderHandle(handle) ? handle.title : 'Coming soon';
  usePageTitle(title);

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg">
        <Text>Coming soon</Text>
      </Paper>
    </Stack>
  );
}
