import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { AUTH_MESSAGES } from '@padel/contracts';
import { Link } from 'react-router';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * What a staff member sees on an owner's screen (docs/accounts.md#roles): a plain word and the way
 * back, rather than a screen whose every call the server refuses.
 */
export function OwnerOnlyPage() {
  usePageTitle('For the owner');
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {AUTH_MESSAGES.ownerPage}
        </Title>
        <Text>
          A staff account runs the day: bookings, walk-ins, the queue, orders, the schedule and
          notifications. Ask the owner of the venue for anything else.
        </Text>
        <Button component={Link} to={ADMIN_HOME_PATH}>
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
