import { Button, Input, Text } from '@mantine/core';
import { slotLabel } from '@padel/contracts';
import type { ReactNode } from 'react';
import type { HourState } from '../lib/walk-in-form';
import classes from './walk-in.module.css';

const STATE_WORDS: Record<HourState, string> = {
  free: 'Free',
  booked: 'Booked',
  closed: 'Closed',
  past: 'Started',
};

/** "6 PM" for a button in a grid of 24. */
function shortHour(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`;
}

interface WalkInHoursProps {
  /** Each hour's state, index = start hour. */
  states: readonly HourState[];
  chosen: readonly number[];
  onToggle: (hour: number) => void;
  error: ReactNode;
  /** The day's availability is loading (the buttons are busy). */
  loading: boolean;
  /** The day's availability could not be read. */
  failed: boolean;
}

/** The walk-in's hours as toggle buttons (see docs/screens.md#walk-in). */
export function WalkInHours({
  states,
  chosen,
  onToggle,
  error,
  loading,
  failed,
}: WalkInHoursProps) {
  const visibleHours = states
    .map((state, hour) => ({ state, hour }))
    // Today's started hours are of no use at the counter.
    .filter(({ state }) => state !== 'past');

  return (
    <Input.Wrapper
      label="Hours"
      required
      error={error}
      id="walk-in-hours"
      labelElement="div"
      description={
        failed
          ? 'Could not read which hours are free; the server still refuses a taken one.'
          : undefined
      }
    >
      <div
        role="group"
        aria-labelledby="walk-in-hours-label"
        aria-busy={loading}
        className={classes.hours}
        data-invalid={error ? 'true' : undefined}
      >
        {visibleHours.length === 0 && (
          <Text size="sm">No hours left on this day. Choose another date.</Text>
        )}
        {visibleHours.map(({ state, hour }) => {
          const isChosen = chosen.includes(hour);
          return (
            <Button
              key={hour}
              type="button"
              size="compact-md"
              h="auto"
              py={6}
              px={2}
              fz="sm"
              variant={isChosen ? 'filled' : 'default'}
              disabled={state !== 'free'}
              aria-pressed={isChosen}
              aria-label={`${slotLabel(hour)}, ${STATE_WORDS[state].toLowerCase()}`}
              onClick={() => onToggle(hour)}
              classNames={{ label: classes.hourLabel }}
            >
              <span>{shortHour(hour)}</span>
              <span className={classes.hourState}>{isChosen ? 'Chosen' : STATE_WORDS[state]}</span>
            </Button>
          );
        })}
      </div>
    </Input.Wrapper>
  );
}
