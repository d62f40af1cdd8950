import { ActionIcon, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { WEEKDAY_NAMES, type ClosureSpan } from '@padel/contracts';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { venueToday } from '@/lib/venue-time';
import { addMonths, formatMonthYear, monthOf, monthWeeks, type YearMonth } from '@/lib/month-grid';
import { closuresOn, dayMark } from '../lib/closure-calendar';
import { closureSummary } from './closure-text';
import classes from './closure-calendar.module.css';

type Span = Pick<ClosureSpan, 'from' | 'to' | 'courts' | 'fromHour' | 'toHour' | 'reason'>;

const MARK_TEXT = { closed: 'Closed', partial: 'Partly closed' } as const;

/**
 * A month of closures (see docs/venue-settings.md#closures): days every court is closed all day,
 * and days some courts or hours are closed. A plain table: each marked day says in words what is
 * closed, so nothing rests on colour.
 */
export function ClosureCalendar({ closures }: { closures: readonly Span[] }) {
  const today = venueToday();
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const headingId = useId();
  const move = (months: number) => setMonth((current) => addMonths(current, months));

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous month"
            onClick={() => move(-1)}
          >
            <ChevronDownIcon size={18} className={classes.previous} />
          </ActionIcon>
          <Title order={2} size="h4" id={headingId} aria-live="polite">
            {formatMonthYear(month)}
          </Title>
          <ActionIcon variant="default" size="lg" aria-label="Next month" onClick={() => move(1)}>
            <ChevronDownIcon size={18} className={classes.next} />
          </ActionIcon>
        </Group>
        <table className={classes.grid} aria-labelledby={headingId}>
          <thead>
            <tr>
              {WEEKDAY_NAMES.map((name) => (
                <th key={name} scope="col">
                  <abbr title={name} className={classes.weekday}>
                    {name.slice(0, 3)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, index) => (
              <tr key={index}>
                {week.map((day, weekday) =>
                  day ? (
                    <DayCell key={day} day={day} today={today} closures={closures} />
                  ) : (
                    <td key={`empty-${weekday}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <Group gap="md" className={classes.legend}>
          <Group gap={6} wrap="nowrap">
            <span className={`${classes.swatch} ${classes.closed}`} aria-hidden="true" />
            <Text size="sm">Closed (every court, all day)</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <span className={`${classes.swatch} ${classes.partial}`} aria-hidden="true" />
            <Text size="sm">Partly closed (some courts or hours)</Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function DayCell({
  day,
  today,
  closures,
}: {
  day: string;
  today: string;
  closures: readonly Span[];
}) {
  const mark = dayMark(closures, day);
  const covering = mark ? closuresOn(closures, day) : [];
  const details = covering.map((closure) => `${closureSummary(closure)} (${closure.reason})`);
  return (
    <td
      className={[classes.day, mark && classes[mark], day === today && classes.today]
        .filter(Boolean)
        .join(' ')}
      title={details.join('\n') || undefined}
      data-date={day}
      data-mark={mark}
    >
      <span>{Number(day.slice(8))}</span>
      {mark && <VisuallyHidden>{`${MARK_TEXT[mark]}: ${details.join('; ')}`}</VisuallyHidden>}
    </td>
  );
}
