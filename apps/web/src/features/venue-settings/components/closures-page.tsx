import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useClosures } from '../api/get-closures';
import { failureMessage } from '../lib/form-issues';
import { ClosureCalendar } from './closure-calendar';
import { ClosureList } from './closure-list';
import { NewClosureForm } from './new-closure-form';

/**
 * The Closures screen (see docs/venue-settings.md#closures): close courts for days or some hours
 * (cancelling the bookings it covers), a month of closures, and the list to remove them from.
 */
export function ClosuresPage() {
  usePageTitle('Closures');
  const closures = useClosures();

  let content;
  if (closures.isPending) {
    content = <LoadingStatus label="Loading closures..." />;
  } else if (closures.isError) {
    content = (
      <Alert color="red" title="Could not load the closures">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {failureMessage(closures.error, 'The closures could not be loaded.')}
          </Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void closures.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <>
        <ClosureCalendar closures={closures.data} />
        <Title order={2} size="h4">
          All closures
        </Title>
        <ClosureList closures={closures.data} />
      </>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>Closures</Title>
        <Text mt={4}>
          Close a court for maintenance or an event. Bookings on the closed courts and hours are
          cancelled and their customers told; the café follows the opening hours.
        </Text>
      </div>
      <NewClosureForm />
      {content}
    </Stack>
  );
}
