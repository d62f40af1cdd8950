import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/use-page-title';

/** The booking host's first page; the booking flow itself comes in a later issue. */
export function BookingHomePage() {
  usePageTitle('Book a court or a table');
  return (
    <Stack gap="md">
      <Title order={1}>Book a court or a table</Title>
      <Paper withBorder p="lg">
        <Text>
          Choose the Blue Court, the Purple Court or a café table, pick a date and your hours, and
          leave your contact details. Online booking opens here soon.
        </Text>
      </Paper>
    </Stack>
  );
}
