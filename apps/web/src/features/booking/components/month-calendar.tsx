import { addDays, weekdayOf } from '@padel/contracts';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatLongDate } from '@/lib/venue-time';
import {
  addMonths,
  addMonthsToDate,
  compareMonths,
  formatMonthYear,
  monthOf,
  monthWeeks,
  WEEKDAY_NAMES,
  type YearMonth,
} from '../lib/calendar-dates';
import classes from './month-calendar.module.css';
import shared from './shared.module.css';

interface MonthCalendarProps {
  /** The chosen day, YYYY-MM-DD. */
  value: string | null;
  onChange: (date: string) => void;
  /**
   * Today in the venue's zone: earlier days are disabled and the first month shown is its month.
   */
  today: string;
  /**
   * The booking window's last day (see docs/bookings.md#booking-window): later days are disabled.
   */
  lastDay: string;
  /**
   * Whether nothing can be booked on the day (docs/venue-settings.md): such days cannot be chosen
   * and are named "Closed"; they stay focusable, so arrow keys move across them.
   */
  isClosed?: (day: string) => boolean;
}

const between = (day: string, first: string, last: string) =>
  day < first ? first : day > last ? last : day;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A month calendar (see docs/screens.md#booking-form): S M T W T F S, previous and next month, past
 * days disabled, the previous month button disabled at the current month. A keyboard grid: arrow
 * keys move between days, Home/End to the week's ends, Page Up/Down by month, Enter or Space
 * chooses; one day is in the tab order (roving tabindex).
 */
export function MonthCalendar({
  value,
  onChange,
  today,
  lastDay,
  isClosed = () => false,
}: MonthCalendarProps) {
  const headingId = useId();
  const [month, setMonth] = useState<YearMonth>(() => monthOf(value ?? today));
  const [focusDate, setFocusDate] = useState(value ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  // The day to focus once it is on screen (after a keyboard move, possibly to another month).
  const focusTarget = useRef<string | null>(null);

  // A date chosen elsewhere (a booking link, the daily reset to today) brings its month into view.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) {
      setMonth(monthOf(value));
      setFocusDate(value);
    }
  }

  useLayoutEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`);
    if (!button) return;
    focusTarget.current = null;
    button.focus();
  });

  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDay);
  const canGoBack = compareMonths(month, firstMonth) > 0;
  const canGoForward = compareMonths(month, lastMonth) < 0;
  const weeks = monthWeeks(month);
  const days = weeks.flat().filter((day): day is string => day !== null);
  const inWindow = (day: string) => day >= today && day <= lastDay;
  const selectable = (day: string) => inWindow(day) && !isClosed(day);

  // The one day in the tab order: the focused day, else the chosen one, else the first open day.
  const inMonth = (day: string | null): day is string => day !== null && days.includes(day);
  const tabDate =
    inMonth(focusDate) && inWindow(focusDate)
      ? focusDate
      : inMonth(value) && selectable(value)
        ? value
        : (days.find(selectable) ?? days.find(inWindow));

  const showMonth = (offset: number) => {
    const next = addMonths(month, offset);
    if (compareMonths(next, firstMonth) < 0 || compareMonths(next, lastMonth) > 0) return;
    setMonth(next);
    setFocusDate(between(addMonthsToDate(focusDate, offset), today, lastDay));
  };

  const moveTo = (day: string) => {
    const next = between(day, today, lastDay);
    setFocusDate(next);
    setMonth(monthOf(next));
    focusTarget.current = next;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const weekday = weekdayOf(day);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekday),
      End: () => addDays(day, 6 - weekday),
      PageUp: () => addMonthsToDate(day, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsToDate(day, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  return (
    <div className={classes.calendar}>
      <div className={classes.header}>
        <button
          type="button"
          className={classes.nav}
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => showMonth(-1)}
        >
          <Chevron direction="left" />
        </button>
        <h3 id={headingId} className={classes.month} aria-live="polite">
          {formatMonthYear(month)}
        </h3>
        <button
          type="button"
          className={classes.nav}
          aria-label="Next month"
          disabled={!canGoForward}
          onClick={() => showMonth(1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className={classes.grid}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" className={classes.weekday}>
                <span aria-hidden="true">{name[0]}</span>
                <span className={shared.visuallyHidden}>{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, index) => {
                const closed = day !== null && inWindow(day) && isClosed(day);
                return (
                  <td key={day ?? `empty-${index}`} className={classes.cell}>
                    {day && (
                      <button
                        type="button"
                        className={classes.day}
                        data-date={day}
                        data-closed={closed || undefined}
                        aria-label={closed ? `${formatLongDate(day)}, Closed` : formatLongDate(day)}
                        aria-pressed={day === value}
                        aria-current={day === today ? 'date' : undefined}
                        // A closed day is aria-disabled, not disabled: it keeps its place in the
                        // keyboard grid (a disabled button cannot take focus).
                        aria-disabled={closed || undefined}
                        disabled={!inWindow(day)}
                        tabIndex={day === tabDate ? 0 : -1}
                        onClick={() => {
                          setFocusDate(day);
                          if (!closed) onChange(day);
                        }}
                        onKeyDown={(event) => handleKeyDown(event, day)}
                      >
                        {Number(day.slice(8))}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
