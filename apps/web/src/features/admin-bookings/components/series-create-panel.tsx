import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import {
  formatPrice,
  isOneOf,
  SERIES_ON_CONFLICT,
  type SeriesOnConflict,
  type SeriesPreview,
} from '@padel/contracts';
import type { Ref } from 'react';
import { darkTitle } from './walk-in-booked';
import { SeriesPreviewList } from './series-preview-list';

const ON_CONFLICT_LABELS: Record<SeriesOnConflict, string> = {
  skip: 'Skip those dates, book the rest',
  stop: 'Stop the series before the first one',
};

/** The preview's dates, skip or stop for a date that cannot be booked, the total and Create. */
export function SeriesCreatePanel({
  preview,
  headingRef,
  onConflict,
  onConflictChange,
  failure,
  creating,
  onCreate,
}: {
  preview: SeriesPreview;
  headingRef: Ref<HTMLHeadingElement>;
  onConflict: SeriesOnConflict;
  onConflictChange: (onConflict: SeriesOnConflict) => void;
  failure: string | undefined;
  creating: boolean;
  onCreate: () => void;
}) {
  return (
    <SeriesPreviewList preview={preview} headingRef={headingRef}>
      <Radio.Group
        label="When a date cannot be booked"
        name="onConflict"
        value={onConflict}
        onChange={(value) => {
          if (isOneOf(SERIES_ON_CONFLICT, value)) onConflictChange(value);
        }}
      >
        <Stack gap="xs" mt={6}>
          {SERIES_ON_CONFLICT.map((choice) => (
            <Radio key={choice} value={choice} label={ON_CONFLICT_LABELS[choice]} />
          ))}
        </Stack>
      </Radio.Group>
      {failure && (
        <Alert color="red" role="alert" title="The series was not booked" styles={darkTitle('red')}>
          {failure}
        </Alert>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={600}>Total {formatPrice(preview.total)}</Text>
        <Button onClick={onCreate} loading={creating}>
          Create series
        </Button>
      </Group>
    </SeriesPreviewList>
  );
}
