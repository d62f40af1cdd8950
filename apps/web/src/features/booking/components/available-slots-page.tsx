import { useState } from 'react';
import { appConfig } from '@/lib/app-config';
import { usePageTitle } from '@/lib/use-page-title';
import { padelBookingLinkParams } from '../lib/booking-link';
import { EMPTY_SELECTION, selectionProblem } from '../lib/selection';
import { useSlotSelection } from '../lib/use-slot-selection';
import ui from './plain.module.css';
import { SlotPicker } from './slot-picker';

/**
 * AVAILABLE SLOTS on /padel-booking-show (see docs/screens.md#available-slots): the padel calendar,
 * court and hours; CONFIRM BOOKING opens the booking form in a new tab with the choice in its query
 * parameters.
 */
export function AvailableSlotsPage() {
  usePageTitle('Available slots');
  const [problem, setProblem] = useState<string>();
  const picker = useSlotSelection(() => EMPTY_SELECTION, true);
  const { selection, chosen } = picker;

  const cleared =
    <T,>(action: (value: T) => void) =>
    (value: T) => {
      setProblem(undefined);
      action(value);
    };

  const handleConfirm = () => {
    const found = selectionProblem({ ...selection, slots: chosen }, picker.maxHours);
    if (found || !selection.court || !selection.date) {
      setProblem(found);
      return;
    }
    // Chosen slots come from the loaded day, so its prices (and the settings) are there.
    const padelPrices = picker.availability.data?.padelPrices;
    if (!picker.settings.data || !padelPrices) return;
    setProblem(undefined);
    const params = padelBookingLinkParams({
      court: selection.court,
      date: selection.date,
      slots: chosen,
      padelPrices,
    });
    window.open(`${appConfig.publicBookingUrl}/?${params.toString()}`, '_blank', 'noopener');
  };

  return (
    <div className={ui.stack}>
      <h1 className={ui.title}>AVAILABLE SLOTS</h1>
      <p className={ui.text}>
        Pick a date, the Blue Court or the Purple Court, and the hours you want to play.
      </p>
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
        <button type="button" className={`${ui.button} ${ui.primary}`} onClick={handleConfirm}>
          CONFIRM BOOKING
        </button>
        <p className={ui.hint}>Opens the booking form in a new tab.</p>
        {problem && (
          <p role="alert" className={ui.alert}>
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
