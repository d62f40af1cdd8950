import { formatHour12, slotHour, SLOT_LABELS } from '@padel/contracts';
import { formatPrice } from '@/lib/format';
import type { SlotState } from '../lib/selection';
import classes from './slot-grid.module.css';
import shared from './shared.module.css';

export type SlotTone = 'blue' | 'violet' | 'dark';

interface SlotGridProps {
  states: Map<string, SlotState>;
  /** Padel slots priced below the venue's base price, by label: marked with their price. */
  offers?: Map<string, number>;
  selected: readonly string[];
  onToggle: (slot: string) => void;
  /** The colour of a chosen slot: the court's, or dark for café tables. */
  tone: SlotTone;
  labelledBy: string;
}

/**
 * The 24 hourly slots (see docs/screens.md#booking-form): each shows its start time and is named by
 * its full label; several can be chosen. Booked slots show BOOKED, closed ones Closed and those
 * inside the minimum notice Too soon (docs/venue-settings.md); like slots that have started, they
 * are disabled. A free slot on offer shows its price (screen readers hear "offer" before it).
 */
export function SlotGrid({ states, offers, selected, onToggle, tone, labelledBy }: SlotGridProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={classes.grid} data-tone={tone}>
      {SLOT_LABELS.map((label) => {
        const state = states.get(label) ?? 'free';
        const hour = slotHour(label) ?? 0;
        const free = state === 'free';
        const offer = free ? offers?.get(label) : undefined;
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
            {state === 'closed' && <span className={classes.tag}> Closed</span>}
            {state === 'soon' && <span className={classes.tag}> Too soon</span>}
            {offer !== undefined && (
              <span className={`${classes.tag} ${classes.offer}`}>
                <span className={shared.visuallyHidden}>, offer </span>
                {formatPrice(offer)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
