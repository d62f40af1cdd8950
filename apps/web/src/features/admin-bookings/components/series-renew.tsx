import '@mantine/core/styles/Input.css';
import { Button, Group, NumberInput, Paper, Title } from '@mantine/core';
import { SERIES_LIMITS } from '@padel/contracts';
import { useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { useRenewSeries } from '../api/booking-series';
import { DEFAULT_SERIES_WEEKS } from '../lib/series-form';

/** More dates after the last one, on the same weekday and hours (docs/screens.md#series-page). */
export function RenewSeries({ seriesId, onDone }: { seriesId: number; onDone: () => void }) {
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
