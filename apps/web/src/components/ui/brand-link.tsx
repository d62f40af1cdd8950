import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { appConfig } from '@/lib/app-config';

/** The logo and venue name, linking to `to`; the name hides on narrow phones. */
export function BrandLink({ to }: { to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={appConfig.venueName}>
      <Group gap="xs" wrap="nowrap">
        <LogoMark size={36} />
        <Text component="span" fw={700} size="lg" visibleFrom="xs" c="dark.8">
          {appConfig.venueName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
