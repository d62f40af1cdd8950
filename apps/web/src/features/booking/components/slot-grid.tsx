import { formatHour12, slotHour, SLOT_LABELS } from '@padel/contracts';
import type { SlotState } from '../lib/selection';
import classes from './slot-grid.module.css';
import shared from './shared.module.css';

export type SlotTone = 'blue' | 'violet' | 'dark';

interface SlotGridProps {
  states: Map<string, SlotState>;
  selected: readonly string[];
  onToggle: (slot: string) => void;
  /** The colour of a chosen slot: the court's, or dark for café tables. */
  tone: SlotTone;
  labelledBy: string;
}

/**
 * The 24 hourly slots (see docs/screens.md#booking-form): each shows its start time and is named by
 * its full label; several can be chosen. Booked slots show BOOKED and, like slots that have
 * started, are disabled.
 */
export function SlotGrid({ states, selected, onToggle, tone, labelledBy }: SlotGridProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={classes.grid} data-tone={tone}>
      {SLOT_LABELS.map((label) => {
        const state = states.get(label) ?? 'free';
        const hour = slotHour(label) ?? 0;
        const free = state === 'free';
        return (
          <button
            key={label}
            type="button"
            className={classes.slot}
            data-state={state}
            disabled={!free}
            aria-pressed={free ? selected.includes(label) : undefined}
            onClick={() => onToggle(label)}
          >
            <span className={classes.time}>{formatHour12(hour)}</span>
            <span className={shared.visuallyHidden}>{` - ${formatHour12(hour + 1)}`}</span>
            {state === 'booked' && <span className={classes.tag}> BOOKED</span>}
            {state === 'past' && <span className={classes.tag}> Past</span>}
          </button>
        );
      })}
    </div>
  );
}
