import '@mantine/core/styles/Input.css';
import { Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { deskOnlineProblems, SERIES_LIMITS } from '@padel/contracts';
import { useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { useRenewSeries } from '../api/booking-series';
import { deskOnlineRequest, NO_DESK_ONLINE, type DeskOnlineValues } from '../lib/desk-online';
import { DEFAULT_SERIES_WEEKS } from '../lib/series-form';
import { DeskOnlineFields } from './desk-online-fields';

/**
 * More dates after the last one, on the same weekday and hours (docs/screens.md#series-page). A
 * series paid up front online is paid for its new dates by a transfer of their own: staff say
 * which way it came and its reference (docs/payments.md#paid-online).
 */
export function RenewSeries({
  seriesId,
  paidOnline,
  onDone,
}: {
  seriesId: number;
  paidOnline: boolean;
  onDone: () => void;
}) {
  const renew = useRenewSeries(seriesId);
  const [weeks, setWeeks] = useState<number | string>(DEFAULT_SERIES_WEEKS);
  const [online, setOnline] = useState<DeskOnlineValues>(NO_DESK_ONLINE);
  const [problem, setProblem] = useState<string>();
  const [onlineErrors, setOnlineErrors] = useState<Partial<Record<keyof DeskOnlineValues, string>>>(
    {},
  );
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
          const how = deskOnlineRequest(paidOnline, online);
          const problems = deskOnlineProblems(paidOnline, how);
          setOnlineErrors(
            Object.fromEntries(problems.map(({ field, message }) => [field, message])),
          );
          if (problems.length > 0) return;
          renew.mutateAsync({ count, ...how }).then(
            () => {
              setOnline(NO_DESK_ONLINE);
              onDone();
            },
            (error: unknown) => setProblem(failureMessage(error, 'The series was not renewed.')),
          );
        }}
      >
        <Stack gap="sm">
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
            {!paidOnline && (
              <Button type="submit" variant="default" loading={renew.isPending}>
                Renew series
              </Button>
            )}
          </Group>
          {paidOnline && (
            <>
              <DeskOnlineFields
                idPrefix="series-renew"
                values={online}
                errors={onlineErrors}
                onChange={(values) => {
                  setOnline(values);
                  setOnlineErrors({});
                }}
              />
              <Group>
                <Button type="submit" variant="default" loading={renew.isPending}>
                  Renew series
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
