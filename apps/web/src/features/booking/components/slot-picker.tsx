import { addDays, BOOKING_POLICY, quotePadel, type Court, type VenueNow } from '@padel/contracts';
import { useId, type ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import type { AvailabilityResult } from '../api/get-availability';
import { slotHours, type Selection, type SlotState } from '../lib/selection';
import { CourtChoice } from './court-choice';
import { MonthCalendar } from './month-calendar';
import ui from './plain.module.css';
import { SlotGrid } from './slot-grid';
import classes from './slot-picker.module.css';

export const NO_DATE_MESSAGE = 'Please select a date to view booking slots';
export const ALL_BOOKED_MESSAGE = 'All the slots are booked for the selected date and court.';

interface SlotPickerProps {
  selection: Selection;
  /** The chosen slots that can still be booked. */
  chosen: readonly string[];
  states: Map<string, SlotState>;
  availability: AvailabilityResult;
  now: VenueNow;
  onDate: (date: string) => void;
  onCourt: (court: Court) => void;
  onToggleSlot: (slot: string) => void;
}

function hoursText(count: number): string {
  return `${count} ${count === 1 ? 'hour' : 'hours'} selected`;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={ui.card} aria-labelledby={id}>
      <h2 id={id} className={ui.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Date, court (padel) and hours: the part of the booking form and of the AVAILABLE SLOTS page
 * that is the same on both (see docs/screens.md#booking-form).
 */
export function SlotPicker({
  selection,
  chosen,
  states,
  availability,
  now,
  onDate,
  onCourt,
  onToggleSlot,
}: SlotPickerProps) {
  const dateHeadingId = useId();
  const courtHeadingId = useId();
  const slotsHeadingId = useId();
  const isPadel = selection.type === 'Padel';
  const tone = !isPadel ? 'dark' : selection.court === 'Court 2' ? 'violet' : 'blue';
  const anyFree = [...states.values()].some((state) => state === 'free');

  let slots: ReactNode;
  if (!selection.date) {
    slots = (
      <p role="status" className={ui.text}>
        {NO_DATE_MESSAGE}
      </p>
    );
  } else if (isPadel && !selection.court) {
    slots = (
      <p role="status" className={ui.text}>
        Choose a court to see its slots.
      </p>
    );
  } else if (!availability.data && availability.error) {
    slots = (
      <div role="alert" className={ui.stackSm}>
        <p className={ui.alert}>The slots could not be loaded. Please check your connection.</p>
        <div>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={availability.retry}>
            Try again
          </button>
        </div>
      </div>
    );
  } else if (!availability.data) {
    slots = (
      <div role="status" className={ui.row}>
        <span className={ui.spinner} aria-hidden="true" />
        <span>Loading slots...</span>
      </div>
    );
  } else {
    const quote = isPadel ? quotePadel(selection.date, slotHours(chosen)) : null;
    slots = (
      <div className={ui.stackSm}>
        {!anyFree && (
          <p role="status" className={ui.strong}>
            {ALL_BOOKED_MESSAGE}
          </p>
        )}
        <SlotGrid
          states={states}
          selected={chosen}
          onToggle={onToggleSlot}
          tone={tone}
          labelledBy={slotsHeadingId}
        />
        <p role="status" className={`${ui.strong} ${classes.running}`}>
          {chosen.length > 0 &&
            `${hoursText(chosen.length)}${quote ? ` · ${formatPrice(quote.total)}` : ''}`}
        </p>
      </div>
    );
  }

  return (
    <div className={classes.layout}>
      <Section title="Date" id={dateHeadingId}>
        <MonthCalendar
          value={selection.date}
          onChange={onDate}
          today={now.date}
          lastDay={addDays(now.date, BOOKING_POLICY.bookingWindowDays)}
        />
      </Section>
      <div className={ui.stack}>
        {isPadel && (
          <Section title="Court" id={courtHeadingId}>
            <CourtChoice value={selection.court} onChange={onCourt} labelledBy={courtHeadingId} />
          </Section>
        )}
        <Section title="Time slots" id={slotsHeadingId}>
          {slots}
        </Section>
      </div>
    </div>
  );
}
