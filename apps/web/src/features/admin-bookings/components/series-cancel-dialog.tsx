import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CANCEL_REASON_MAX, type SeriesOccurrence, type SeriesScope } from '@padel/contracts';
import { useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { formatLongDate } from '@/lib/venue-time';
import { useCancelSeriesDates } from '../api/booking-series';
import { SeriesScopeRadios } from './series-scope-radios';

/** Cancel one date, it and the following ones, or every date of the series. */
export function CancelDatesModal({
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
        <SeriesScopeRadios name="scope" value={scope} onChange={setScope} />
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
