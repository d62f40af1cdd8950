import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';

/** Any path a host does not serve (see docs/operations.md#hosts). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1} fz={64} lh={1}>
        404
      </Title>
      <Text size="lg">Page not found</Text>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to="/">
        Return Home
      </Button>
    </Stack>
  );
}
