import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { guestsFromLink, selectionFromLink } from '../lib/booking-link';
import { EMPTY_DETAILS, type Details } from '../lib/details-fields';
import { EMPTY_SELECTION, selectionProblem, type ConfirmedSelection } from '../lib/selection';
import { useSlotSelection } from '../lib/use-slot-selection';
import { BookingTypeToggle } from './booking-type-toggle';
import ui from './plain.module.css';
import { SlotPicker } from './slot-picker';

// Step 2 (Mantine, the form fields, the failure prompt) loads on its own, after the first page,
// as soon as the visitor picks an hour (see docs/quality.md#b4-first-page-javascript).
const loadDetailsStep = () => import('./details-step');
const DetailsStep = lazy(async () => ({ default: (await loadDetailsStep()).DetailsStep }));

/**
 * The booking flow on the booking host's `/` (see docs/bookings.md#booking-flow,
 * docs/bookings.md#form-checks).
 */
export function BookingFlowPage() {
  usePageTitle('Book a court or a table');
  const [searchParams] = useSearchParams();
  const [confirmed, setConfirmed] = useState<ConfirmedSelection | null>(null);
  const [problem, setProblem] = useState<string>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  const picker = useSlotSelection(
    (today) => selectionFromLink(searchParams, today, EMPTY_SELECTION),
    confirmed === null,
  );
  const { selection, chosen } = picker;
  // "Book the same time next week" carries the party's size too (docs/screens.md#after-booking).
  const [details, setDetails] = useState<Details>(() => ({
    ...EMPTY_DETAILS,
    numberOfGuests: guestsFromLink(searchParams, selection.type),
  }));
  const settings = picker.settings.data;

  // BACK returns keyboard users to the button they left from.
  useEffect(() => {
    if (confirmed !== null || !returning.current) return;
    returning.current = false;
    confirmRef.current?.focus();
  }, [confirmed]);

  useEffect(() => {
    if (chosen.length > 0) void loadDetailsStep();
  }, [chosen.length]);

  const cleared =
    <T,>(action: (value: T) => void) =>
    (value: T) => {
      setProblem(undefined);
      action(value);
    };

  const handleConfirm = () => {
    const found = selectionProblem({ ...selection, slots: chosen }, picker.maxHours);
    if (found || !selection.type || !selection.date) {
      setProblem(found);
      return;
    }
    // Step 2 follows the venue's settings too; until they arrive the calendar says it is loading.
    if (!settings) return;
    setProblem(undefined);
    setConfirmed({
      type: selection.type,
      court: selection.type === 'Padel' ? selection.court : null,
      date: selection.date,
      slots: chosen,
    });
  };

  return (
    <div className={ui.stack}>
      <h1 className={ui.title}>Book a court or a table</h1>
      {confirmed && settings ? (
        <>
          <p className={ui.text}>Step 2 of 2: check your booking and tell us who you are.</p>
          <Suspense
            fallback={
              <div role="status" className={ui.row}>
                <span className={ui.spinner} aria-hidden="true" />
                <span>Loading...</span>
              </div>
            }
          >
            <DetailsStep
              selection={confirmed}
              settings={settings}
              walkIn={picker.walkIn}
              padelPrices={picker.availability.data?.padelPrices}
              onPricesStale={picker.availability.retry}
              details={details}
              onDetailsChange={setDetails}
              onBack={() => {
                returning.current = true;
                setConfirmed(null);
              }}
            />
          </Suspense>
        </>
      ) : (
        <>
          <p className={ui.text}>Step 1 of 2: choose what to book, the date and your hours.</p>
          <BookingTypeToggle
            value={selection.type}
            onChange={cleared(picker.setType)}
            showTable={picker.showTable}
          />
          <SlotPicker
            selection={selection}
            chosen={chosen}
            states={picker.states}
            availability={picker.availability}
            settings={picker.settings}
            lastDay={picker.lastDay}
            now={picker.now}
            onDate={cleared(picker.setDate)}
            onCourt={cleared(picker.setCourt)}
            onToggleSlot={cleared(picker.toggle)}
          />
          <div className={`${ui.card} ${ui.stackSm}`}>
            <button
              ref={confirmRef}
              type="button"
              className={`${ui.button} ${ui.primary}`}
              onClick={handleConfirm}
            >
              CONFIRM BOOKING
            </button>
            {problem && (
              <p role="alert" className={ui.alert}>
                {problem}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
