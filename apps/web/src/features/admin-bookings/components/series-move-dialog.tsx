import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { type Court, type SeriesMoveRequest, type SeriesOccurrence } from '@padel/contracts';
import { useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { formatLongDate } from '@/lib/venue-time';
import { useMoveSeriesDates } from '../api/booking-series';
import { useDayAvailability } from '../api/get-day-availability';
import {
  moveHourStates,
  movedDate,
  seriesMoveRequest,
  shiftChoices,
  startMove,
  type SeriesMoveValues,
} from '../lib/series-move';
import { WalkInHours } from './walk-in-hours';
import { CourtPicker } from './court-picker';
import { SeriesScopeRadios } from './series-scope-radios';

/**
 * Move one date, it and the following ones, or every date of the series to another court, other
 * hours or another weekday (docs/screens.md#series-page). A conflict on any date changes nothing;
 * the server's message names it.
 */
export function SeriesMoveDialog({
  seriesId,
  seriesCourt,
  occurrence,
  onClose,
  onDone,
}: {
  seriesId: number;
  seriesCourt: Court;
  occurrence: SeriesOccurrence | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const move = useMoveSeriesDates(seriesId);
  const working = move.isPending;
  const close = () => {
    move.reset();
    onClose();
  };
  return (
    <Modal
      opened={occurrence !== null}
      onClose={working ? () => undefined : close}
      title="Move dates of the series"
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      {occurrence && occurrence.bookingId !== null && (
        <MoveForm
          key={occurrence.date}
          bookingId={occurrence.bookingId}
          occurrence={occurrence}
          seriesCourt={seriesCourt}
          working={working}
          onClose={close}
          onMove={(request) => {
            if (working) return;
            move.mutateAsync(request).then(
              () => {
                move.reset();
                onDone();
              },
              () => undefined,
            );
          }}
          failure={
            move.isError ? failureMessage(move.error, 'The dates could not be moved.') : undefined
          }
        />
      )}
    </Modal>
  );
}

function MoveForm({
  bookingId,
  occurrence,
  seriesCourt,
  working,
  failure,
  onClose,
  onMove,
}: {
  bookingId: number;
  occurrence: SeriesOccurrence;
  seriesCourt: Court;
  working: boolean;
  failure: string | undefined;
  onClose: () => void;
  onMove: (request: SeriesMoveRequest) => void;
}) {
  const [values, setValues] = useState<SeriesMoveValues>(() => startMove(occurrence, seriesCourt));
  const [problem, setProblem] = useState<string>();
  const target = movedDate(occurrence, values);
  const availability = useDayAvailability(target);
  const states = moveHourStates(availability.data, occurrence, values);
  const change = (changes: Partial<SeriesMoveValues>) => {
    setValues((before) => ({ ...before, ...changes }));
    setProblem(undefined);
  };
  const toggleHour = (hour: number) =>
    change({
      hours: values.hours.includes(hour)
        ? values.hours.filter((h) => h !== hour)
        : [...values.hours, hour],
    });
  const shownFailure = problem ?? failure;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const built = seriesMoveRequest(bookingId, occurrence, values);
        if ('problem' in built) {
          setProblem(built.problem);
          return;
        }
        onMove(built.request);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">From {formatLongDate(occurrence.date)}. The customer is told once.</Text>
        <SeriesScopeRadios
          name="move-scope"
          value={values.scope}
          onChange={(scope) => change({ scope })}
        />
        <CourtPicker
          id="move-court"
          value={values.selectedCourt}
          onChange={(court) => change({ selectedCourt: court })}
        />
        <NativeSelect
          label="Move to another weekday"
          data={shiftChoices(occurrence.date)}
          value={values.shiftDays}
          onChange={(event) => change({ shiftDays: event.currentTarget.value })}
        />
        <WalkInHours
          states={states}
          chosen={values.hours}
          onToggle={toggleHour}
          error={undefined}
          loading={availability.isFetching && !availability.data}
          failed={availability.isError}
        />
        <Text size="xs">
          The hours as they are on {formatLongDate(target)}; every other date is checked when you
          move.
        </Text>
        {shownFailure && (
          <Text role="alert" c="red.8" size="sm">
            {shownFailure}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working}>
            Keep dates
          </Button>
          <Button type="submit" loading={working}>
            Move dates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
