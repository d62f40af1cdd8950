import type { BookingType } from '@padel/contracts';
import ui from './plain.module.css';

interface BookingTypeToggleProps {
  value: BookingType | null;
  onChange: (type: BookingType) => void;
  /** Café booking is offered only when tables are configured (see docs/bookings.md#tables). */
  showTable: boolean;
}

const OPTIONS: { type: BookingType; label: string }[] = [
  { type: 'Padel', label: 'Padel Booking' },
  { type: 'Table', label: 'Café Booking' },
];

/** Padel Booking and Café Booking toggle buttons (see docs/screens.md#booking-form). */
export function BookingTypeToggle({ value, onChange, showTable }: BookingTypeToggleProps) {
  return (
    <div role="group" aria-label="Booking type" className={ui.row}>
      {OPTIONS.filter((option) => showTable || option.type !== 'Table').map((option) => (
        <button
          key={option.type}
          type="button"
          className={`${ui.button} ${ui.neutral}`}
          aria-pressed={value === option.type}
          onClick={() => onChange(option.type)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
