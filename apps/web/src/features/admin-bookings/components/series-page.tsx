import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  APP_ROUTES,
  CANCEL_REASON_MAX,
  COURT_NAMES,
  formatPrice,
  isOneOf,
  repeatsWords,
  routePath,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  SERIES_PAYMENT_LABELS,
  SERIES_SCOPE_LABELS,
  SERIES_SCOPES,
  slotRanges,
  type SeriesAnswer,
  type SeriesOccurrence,
  type SeriesScope,
} from '@padel/contracts';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { failureMessage, isNotFound } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { formatLongDate, formatShortDay, venueToday } from '@/lib/venue-time';
import { useCancelSeriesDates, useRenewSeries, useSeries } from '../api/booking-series';
import {
  canCancelOccurrence,
  datePlace,
  DEFAULT_SERIES_WEEKS,
  occurrenceWords,
  seriesTally,
} from '../lib/series-form';
import { SeriesMoveDialog } from './series-move-dialog';
import { darkTitle } from './walk-in-booked';
import classes from './series.module.css';

const STATUS_WORDS: Record<SeriesAnswer['status'], string> = {
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

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
  const today = useMemo(() => venueToday(), []);
  const [cancelling, setCancelling] = useState<SeriesOccurrence | null>(null);
  const [moving, setMoving] = useState<SeriesOccurrence | null>(null);
  const [done, setDone] = useState<string>();
  const court = `${series.selectedCourt} (${COURT_NAMES[series.selectedCourt]})`;
  return (
    <>
      {done && (
        <Alert color="green" role="status" title={done} styles={darkTitle('green')}>
          {seriesTally(series)}.
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-label="Series summary">
        <Text fw={700} size="lg" mb="xs">
          {series.customerName}
        </Text>
        <dl className={classes.facts}>
          <dt>Status</dt>
          <dd>{STATUS_WORDS[series.status]}</dd>
          <dt>Court</dt>
          <dd>{court}</dd>
          <dt>Hours</dt>
          <dd>{slotRanges(series.selectedSlots).join(', ')}</dd>
          <dt>Repeats</dt>
          <dd>{repeatsWords(series.everyWeeks, series.weekday)}</dd>
          <dt>Dates</dt>
          <dd>
            {formatLongDate(series.startDate)} to {formatLongDate(series.endDate)}
          </dd>
          <dt>Bookings</dt>
          <dd>{seriesTally(series)}</dd>
          <dt>Price</dt>
          <dd>
            {series.fixedPrice === null
              ? "The venue's prices for each date"
              : `${formatPrice(series.fixedPrice)} per game`}
          </dd>
          <dt>Payment</dt>
          <dd>{SERIES_PAYMENT_LABELS[series.payment]}</dd>
          <dt>Phone</dt>
          <dd>{series.phoneNumber}</dd>
          {series.email && (
            <>
              <dt>E-mail</dt>
              <dd>{series.email}</dd>
            </>
          )}
          {series.renewBy && (
            <>
              <dt>Kept for renewal until</dt>
              <dd>{formatLongDate(series.renewBy)}</dd>
            </>
          )}
        </dl>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="series-dates">
        <Title order={2} size="h3" id="series-dates" mb="sm">
          Dates
        </Title>
        <ol className={classes.dates}>
          {series.occurrences.map((occurrence) => (
            <li
              key={occurrence.date}
              className={classes.date}
              data-conflict={
                occurrence.skipped && occurrence.skipped !== 'cancelled' ? 'true' : undefined
              }
            >
              <span className={classes.day}>{formatShortDay(occurrence.date)}</span>
              <span className={classes.amount}>{formatPrice(occurrence.amount)}</span>
              <span className={classes.state}>
                {occurrenceWords(occurrence)}
                {ownPlace(series, occurrence)}
              </span>
              <span className={classes.actions}>
                {occurrence.bookingId !== null && (
                  <Button
                    component={Link}
                    to={routePath(APP_ROUTES.bookingDetail, { id: occurrence.bookingId })}
                    size="sm"
                    h={40}
                    variant="default"
                    aria-label={`View the booking of ${formatLongDate(occurrence.date)}`}
                  >
                    View
                  </Button>
                )}
                {canCancelOccurrence(occurrence, today) && (
                  <Button
                    size="sm"
                    h={40}
                    variant="default"
                    aria-label={`Move ${formatLongDate(occurrence.date)}`}
                    onClick={() => {
                      setDone(undefined);
                      setMoving(occurrence);
                    }}
                  >
                    Move
                  </Button>
                )}
                {canCancelOccurrence(occurrence, today) && (
                  <Button
                    size="sm"
                    h={40}
                    variant="outline"
                    color="red"
                    aria-label={`Cancel ${formatLongDate(occurrence.date)}`}
                    onClick={() => {
                      setDone(undefined);
                      setCancelling(occurrence);
                    }}
                  >
                    Cancel
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ol>
      </Paper>

      {series.status !== 'cancelled' && (
        <RenewSeries seriesId={series.id} onDone={() => setDone(SERIES_MESSAGES.renewed)} />
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

/** A date booked on another court or hours than the series' says where, after its status. */
function ownPlace(series: SeriesAnswer, occurrence: SeriesOccurrence): string {
  const place = datePlace(series, occurrence);
  return place ? ` · ${place}` : '';
}

/** Cancel one date, it and the following ones, or every date of the series. */
function CancelDatesModal({
  seriesId,
  occurrence,
  onClose,
  onDone,
}: {
  seriesId: number;
  occurrence: SeriesOccurrence | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const cancel = useCancelSeriesDates(seriesId);
  const working = cancel.isPending;
  return (
    <Modal
      opened={occurrence !== null}
      onClose={working ? () => undefined : onClose}
      title="Cancel dates of the series"
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      {occurrence && (
        <CancelDatesForm
          occurrence={occurrence}
          working={working}
          onClose={onClose}
          onCancel={(scope, reason) => {
            if (working || occurrence.bookingId === null) return;
            cancel
              .mutateAsync({ bookingId: occurrence.bookingId, scope, reason: reason || null })
              .then(onDone, () => undefined);
          }}
          failure={
            cancel.isError
              ? failureMessage(cancel.error, 'The dates could not be cancelled.')
              : undefined
          }
        />
      )}
    </Modal>
  );
}

function CancelDatesForm({
  occurrence,
  working,
  failure,
  onClose,
  onCancel,
}: {
  occurrence: SeriesOccurrence;
  working: boolean;
  failure: string | undefined;
  onClose: () => void;
  onCancel: (scope: SeriesScope, reason: string) => void;
}) {
  const [scope, setScope] = useState<SeriesScope>('one');
  const [reason, setReason] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCancel(scope, reason.trim());
      }}
    >
      <Stack gap="sm">
        <Text size="sm">From {formatLongDate(occurrence.date)}. The customer is told once.</Text>
        <Radio.Group
          label="Which dates"
          name="scope"
          value={scope}
          onChange={(value) => {
            if (isOneOf(SERIES_SCOPES, value)) setScope(value);
          }}
        >
          <Stack gap="xs" mt={6}>
            {SERIES_SCOPES.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                label={SERIES_SCOPE_LABELS[choice]}
                data-autofocus={choice === 'one' || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Reason (optional)"
          description="The customer is told this reason."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {failure && (
          <Text role="alert" c="red.8" size="sm">
            {failure}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working}>
            Keep dates
          </Button>
          <Button type="submit" color="red" loading={working}>
            Cancel dates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** More dates after the last one, on the same weekday and hours (docs/screens.md#series-page). */
function RenewSeries({ seriesId, onDone }: { seriesId: number; onDone: () => void }) {
  const renew = useRenewSeries(seriesId);
  const [weeks, setWeeks] = useState<number | string>(DEFAULT_SERIES_WEEKS);
  const [problem, setProblem] = useState<string>();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="series-renew">
      <Title order={2} size="h3" id="series-renew" mb="xs">
        Renew
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (renew.isPending) return;
          const count = typeof weeks === 'number' ? weeks : Number(weeks);
          if (!Number.isInteger(count) || count < 1 || count > SERIES_LIMITS.maxOccurrences) {
            setProblem(`Please give the number of weeks (1 to ${SERIES_LIMITS.maxOccurrences}).`);
            return;
          }
          setProblem(undefined);
          renew
            .mutateAsync({ count })
            .then(onDone, (error: unknown) =>
              setProblem(failureMessage(error, 'The series was not renewed.')),
            );
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label="More weeks after the last date"
            min={1}
            max={SERIES_LIMITS.maxOccurrences}
            allowDecimal={false}
            allowNegative={false}
            value={weeks}
            onChange={setWeeks}
            error={problem}
            maw={260}
          />
          <Button type="submit" variant="default" loading={renew.isPending}>
            Renew series
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
