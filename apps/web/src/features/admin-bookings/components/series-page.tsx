import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import {
  APP_ROUTES,
  routePath,
  SERIES_MESSAGES,
  type SeriesAnswer,
  type SeriesOccurrence,
} from '@padel/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { failureMessage, isNotFound } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useSeries } from '../api/booking-series';
import { seriesTally } from '../lib/series-form';
import { CancelDatesModal } from './series-cancel-dialog';
import { SeriesDatesList } from './series-dates-list';
import { SeriesMoveDialog } from './series-move-dialog';
import { RenewSeries } from './series-renew';
import { SeriesSummary } from './series-summary';
import { darkTitle } from './walk-in-booked';

/** A series' dates with their bookings (docs/screens.md#series-page). */
export function SeriesPage() {
  usePageTitle('Series');
  const { id = '' } = useParams();
  const validId = /^[1-9]\d{0,15}$/.test(id);
  const series = useSeries(id);

  let content;
  if (!validId || isNotFound(series.error)) {
    content = <Text role="alert">{SERIES_MESSAGES.notFound}</Text>;
  } else if (series.isPending) {
    content = <LoadingStatus label="Loading the series..." />;
  } else if (series.isError || !series.data) {
    content = (
      <Alert color="red" title="Could not load the series" styles={darkTitle('red')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureMessage(series.error, 'Failed to load the series.')}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void series.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <SeriesContent series={series.data} />;
  }

  return (
    <Stack gap="md" maw={720}>
      <div>
        <Anchor component={Link} to={routePath(APP_ROUTES.bookingList)} size="sm">
          ← Back to Booking Management
        </Anchor>
        <Title order={1} size="h2" mt="xs">
          Weekly series
        </Title>
      </div>
      {content}
    </Stack>
  );
}

function SeriesContent({ series }: { series: SeriesAnswer }) {
  const [cancelling, setCancelling] = useState<SeriesOccurrence | null>(null);
  const [moving, setMoving] = useState<SeriesOccurrence | null>(null);
  const [done, setDone] = useState<string>();
  return (
    <>
      {done && (
        <Alert color="green" role="status" title={done} styles={darkTitle('green')}>
          {seriesTally(series)}.
        </Alert>
      )}
      <SeriesSummary series={series} />

      <SeriesDatesList
        series={series}
        onMove={(occurrence) => {
          setDone(undefined);
          setMoving(occurrence);
        }}
        onCancel={(occurrence) => {
          setDone(undefined);
          setCancelling(occurrence);
        }}
      />

      {series.status !== 'cancelled' && (
        <RenewSeries
          seriesId={series.id}
          paidOnline={series.upFrontPayment === 'PayViaOnline'}
          onDone={() => setDone(SERIES_MESSAGES.renewed)}
        />
      )}

      <SeriesMoveDialog
        seriesId={series.id}
        seriesCourt={series.selectedCourt}
        occurrence={moving}
        onClose={() => setMoving(null)}
        onDone={() => {
          setMoving(null);
          setDone(SERIES_MESSAGES.moved);
        }}
      />
      <CancelDatesModal
        seriesId={series.id}
        occurrence={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          setDone(SERIES_MESSAGES.cancelled);
        }}
      />
    </>
  );
}
