import { formatHour12, slotHour, SLOT_LABELS } from '@padel/contracts';
import { Link } from 'react-router';
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
  /**
   * Café tables: where a BOOKED hour leads (the queue for that date and hour,
   * docs/bookings.md#queue); that hour is then a link instead of a disabled button.
   */
  queueHref?: (hour: number) => string;
}

/**
 * The 24 hourly slots (see docs/screens.md#booking-form): each shows its start time and is named by
 * its full label; several can be chosen. Booked slots show BOOKED, closed ones Closed and those
 * inside the minimum notice Too soon (docs/venue-settings.md); like slots that have started, they
 * are disabled. A free slot on offer shows its price (screen readers hear "offer" before it). A
 * café hour shown BOOKED is a link to join the queue for it, one tap or Enter away.
 */
export function SlotGrid({
  states,
  offers,
  selected,
  onToggle,
  tone,
  labelledBy,
  queueHref,
}: SlotGridProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={classes.grid} data-tone={tone}>
      {SLOT_LABELS.map((label) => {
        const state = states.get(label) ?? 'free';
        const hour = slotHour(label) ?? 0;
        const free = state === 'free';
        const offer = free ? offers?.get(label) : undefined;
        if (state === 'booked' && queueHref) {
          return (
            <Link key={label} to={queueHref(hour)} className={classes.slot} data-state={state}>
              <span className={classes.time}>{formatHour12(hour)}</span>
              <span className={shared.visuallyHidden}>{` - ${formatHour12(hour + 1)}`}</span>
              <span className={classes.tag}> BOOKED</span>
              <span className={classes.join}>
                <span className={shared.visuallyHidden}>. </span>Join the queue
                <span className={shared.visuallyHidden}> for this hour</span>
              </span>
            </Link>
          );
        }
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
