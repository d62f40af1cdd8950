import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { AdminBooking } from '@padel/contracts';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  ArrivedIcon,
  CheckCircleIcon,
  EyeIcon,
  TrashIcon,
  XCircleIcon,
} from '@/components/ui/icons';
import { APP_ROUTES, TRANSFER_MESSAGES } from '@padel/contracts';
import {
  ACTION_LABELS,
  isActionEnabled,
  waitsForItsTransfer,
  type RowAction,
} from '../lib/booking-actions';
import type { TimedMoves } from '../lib/booking-timing';
import { useTimedMoves } from '../lib/use-timed-moves';
import classes from './booking-list.module.css';

/** Dark shades keep white text (filled) and coloured text (outline) above WCAG AA contrast. */
const ACTIONS: {
  action: RowAction;
  color: string;
  variant: 'filled' | 'outline';
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { action: 'arrived', color: 'blue.8', variant: 'filled', Icon: ArrivedIcon },
  { action: 'confirm', color: 'teal.9', variant: 'filled', Icon: CheckCircleIcon },
  { action: 'cancel', color: 'red.9', variant: 'outline', Icon: XCircleIcon },
  { action: 'delete', color: 'red.9', variant: 'filled', Icon: TrashIcon },
];

/** Hover or keyboard focus names an icon button for sighted users; its label names it for all. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: false };

interface RowActionsProps {
  booking: AdminBooking;
  layout: 'table' | 'cards';
  onAction: (booking: AdminBooking, action: RowAction) => void;
}

/**
 * Arrived, Confirm, Cancel, Delete (enabled per docs/bookings.md#statuses, Arrived on the
 * booking's day per docs/bookings.md#arrived) and View: labelled icon
 * buttons in one line in the table, so a row stays one line tall (ADR 012); text buttons on a
 * phone's card.
 */
export function RowActions({ booking, layout, onAction }: RowActionsProps) {
  const moves = useTimedMoves()(booking);
  if (layout === 'cards')
    return <CardActions booking={booking} moves={moves} onAction={onAction} />;
  return (
    <div className={classes.actionIcons}>
      {ACTIONS.map(({ action, color, variant, Icon }) =>
        action === 'confirm' && waitsForItsTransfer(booking) ? (
          <TransferToCheck key={action} compact />
        ) : (
          <Tooltip key={action} label={ACTION_LABELS[action]} events={TOOLTIP_EVENTS}>
            <ActionIcon
              size="md"
              color={color}
              variant={variant}
              aria-label={ACTION_LABELS[action]}
              disabled={!isActionEnabled(action, booking.status, moves)}
              onClick={() => onAction(booking, action)}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        ),
      )}
      <Tooltip label="View" events={TOOLTIP_EVENTS}>
        <ActionIcon
          size="md"
          variant="default"
          component={Link}
          to={`/booking-detail/${booking.id}`}
          aria-label="View"
        >
          <EyeIcon size={18} />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}

/** The phone card's worded buttons, 42 px high: each a thumb's target (docs/screens.md#booking-list). */
function CardActions({
  booking,
  moves,
  onAction,
}: Omit<RowActionsProps, 'layout'> & { moves: TimedMoves }) {
  return (
    <div className={classes.actionsRow}>
      {ACTIONS.map(({ action, color, variant }) =>
        action === 'confirm' && waitsForItsTransfer(booking) ? (
          <TransferToCheck key={action} />
        ) : (
          <Button
            key={action}
            size="md"
            color={color}
            variant={variant}
            disabled={!isActionEnabled(action, booking.status, moves)}
            onClick={() => onAction(booking, action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ),
      )}
      <Button size="md" variant="default" component={Link} to={`/booking-detail/${booking.id}`}>
        View
      </Button>
    </div>
  );
}

/**
 * In Confirm's place for a booking whose transfer waits to be checked: "Transfer to check", to
 * accept it with what arrived or reject it (docs/payments.md#transfers).
 */
function TransferToCheck({ compact = false }: { compact?: boolean }) {
  return (
    <Button
      size={compact ? 'compact-sm' : 'md'}
      color="yellow.9"
      variant="outline"
      component={Link}
      to={`/${APP_ROUTES.transfers}`}
    >
      {TRANSFER_MESSAGES.toCheck}
    </Button>
  );
}
