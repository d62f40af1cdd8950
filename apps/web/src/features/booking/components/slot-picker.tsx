import { SLOT_LABELS, slotHour, type Court, type VenueNow } from '@padel/contracts';
import { useId, type ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import type { AvailabilityResult } from '../api/get-availability';
import type { SettingsResult } from '../api/get-settings';
import { isClosedAllDay } from '../lib/calendar-dates';
import { queuePath } from '../lib/queue-link';
import { noFreeSlotMessage, type Selection, type SlotState } from '../lib/selection';
import { offerPrice, quoteSlots } from '../lib/slot-prices';
import { CourtChoice } from './court-choice';
import { MonthCalendar } from './month-calendar';
import ui from './plain.module.css';
import { SlotGrid } from './slot-grid';
import classes from './slot-picker.module.css';

export const NO_DATE_MESSAGE = 'Please select a date to view booking slots';

interface SlotPickerProps {
  selection: Selection;
  /** The chosen slots that can still be booked. */
  chosen: readonly string[];
  states: Map<string, SlotState>;
  availability: AvailabilityResult;
  /** The venue's settings (docs/venue-settings.md): the calendar waits for them. */
  settings: SettingsResult;
  /** The calendar's last day; undefined until the settings arrive. */
  lastDay: string | undefined;
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
  settings,
  lastDay,
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
  const venue = settings.data;

  const loadFailed = (retry: () => void, what: string) => (
    <div role="alert" className={ui.stackSm}>
      <p className={ui.alert}>{`${what} could not be loaded. Please check your connection.`}</p>
      <div>
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={retry}>
          Try again
        </button>
      </div>
    </div>
  );
  const loading = (label: string) => (
    <div role="status" className={ui.row}>
      <span className={ui.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );

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
    slots = loadFailed(availability.retry, 'The slots');
  } else if (!availability.data || !venue) {
    // The slots wait for the settings too: their notice and offers are the venue's.
    slots = loading('Loading slots...');
  } else {
    const { padelPrices } = availability.data;
    const quote = isPadel ? quoteSlots(padelPrices, chosen) : null;
    const offers = new Map<string, number>();
    if (isPadel) {
      for (const label of SLOT_LABELS) {
        const price = offerPrice(padelPrices, venue.prices.basePrice, slotHour(label) ?? 0);
        if (price !== undefined) offers.set(label, price);
      }
    }
    const noneFree = noFreeSlotMessage(states);
    const date = selection.date;
    slots = (
      <div className={ui.stackSm}>
        {noneFree && (
          <p role="status" className={ui.strong}>
            {noneFree}
          </p>
        )}
        <SlotGrid
          states={states}
          offers={offers}
          selected={chosen}
          onToggle={onToggleSlot}
          tone={tone}
          labelledBy={slotsHeadingId}
          queueHref={isPadel ? undefined : (hour) => queuePath({ date, hour })}
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
        {settings.error ? (
          loadFailed(settings.retry, 'The calendar')
        ) : (
          // The month shows at once, only today open until the venue's window arrives: the page
          // below does not jump when it does (docs/quality.md#b5-lighthouse).
          <div aria-busy={!venue || !lastDay}>
            <MonthCalendar
              value={selection.date}
              onChange={onDate}
              today={now.date}
              lastDay={venue && lastDay ? lastDay : now.date}
              isClosed={(day) => (venue ? isClosedAllDay(venue, day, selection.type) : false)}
            />
          </div>
        )}
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
