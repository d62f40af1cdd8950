import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { appConfig } from '@/lib/app-config';

/** The venue's mark and name above a card: the frame of the login and password screens. */
export function AuthCard({
  title,
  headingRef,
  children,
}: {
  title: string;
  /** Focused when the card's content changes in place. */
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" w="100%" maw={420}>
        <Stack gap={6} align="center">
          <LogoMark size={56} />
          <Text fw={700} size="lg">
            {appConfig.venueName}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            <Title order={1} size="h2" ta="center" ref={headingRef} tabIndex={-1}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
