import { COURT_NAMES, COURTS, type Court } from '@padel/contracts';
import ui from './plain.module.css';
import shared from './shared.module.css';

interface CourtChoiceProps {
  value: Court | null;
  onChange: (court: Court) => void;
  /** Id of the heading that names the choice. */
  labelledBy: string;
}

/**
 * Blue Court (Court 1) or Purple Court (Court 2), in their colours (see
 * docs/screens.md#look-and-feel).
 */
export function CourtChoice({ value, onChange, labelledBy }: CourtChoiceProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={ui.row}>
      {COURTS.map((court) => (
        <button
          key={court}
          type="button"
          className={`${ui.button} ${ui.grow} ${shared.court}`}
          data-court={court}
          aria-pressed={value === court}
          onClick={() => onChange(court)}
        >
          {COURT_NAMES[court]}
          <span className={shared.visuallyHidden}>{` (${court})`}</span>
        </button>
      ))}
    </div>
  );
}
