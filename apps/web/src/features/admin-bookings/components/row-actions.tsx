import { Button } from '@mantine/core';
import type { AdminBooking } from '@padel/contracts';
import { Link } from 'react-router';
import { ACTION_LABELS, isActionEnabled, type RowAction } from '../lib/booking-actions';
import classes from './booking-list.module.css';

/** Dark shades keep white text (filled) and coloured text (outline) above WCAG AA contrast. */
const ACTIONS: { action: RowAction; color: string; variant: 'filled' | 'outline' }[] = [
  { action: 'arrived', color: 'blue.8', variant: 'filled' },
  { action: 'confirm', color: 'teal.9', variant: 'filled' },
  { action: 'cancel', color: 'red.9', variant: 'outline' },
  { action: 'delete', color: 'red.9', variant: 'filled' },
];

interface RowActionsProps {
  booking: AdminBooking;
  layout: 'table' | 'cards';
  onAction: (booking: AdminBooking, action: RowAction) => void;
}

/** Arrived, Confirm, Cancel, Delete (enabled per SPEC §4) and View. */
export function RowActions({ booking, layout, onAction }: RowActionsProps) {
  return (
    <div className={layout === 'table' ? classes.actionsGrid : classes.actionsRow}>
      {ACTIONS.map(({ action, color, variant }) => (
        <Button
          key={action}
          size="compact-sm"
          color={color}
          variant={variant}
          disabled={!isActionEnabled(action, booking.status, layout)}
          onClick={() => onAction(booking, action)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
      <Button
        size="compact-sm"
        variant="default"
        component={Link}
        to={`/booking-detail/${booking.id}`}
      >
        View
      </Button>
    </div>
  );
}
