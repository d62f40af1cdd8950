import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';
import { useId } from 'react';
import { ORDER_DATE_HINT } from '../lib/labels';

/**
 * The spec's "Order Date" label of the booking list, kept, with a tooltip (hover, focus or touch)
 * saying it is the date played; screen readers hear the same as its description, and the
 * column keeps its name.
 */
export function OrderDateLabel() {
  const hintId = useId();
  return (
    <>
      <Tooltip
        label={ORDER_DATE_HINT}
        events={{ hover: true, focus: true, touch: true }}
        multiline
        w={220}
      >
        <span tabIndex={0} aria-describedby={hintId} style={{ textDecoration: 'underline dotted' }}>
          Order Date
        </span>
      </Tooltip>
      {/* Hidden, yet still a description (docs/screens.md#booking-list); outside the label, so the
          column's name stays the spec's. */}
      <span id={hintId} hidden>
        {ORDER_DATE_HINT}
      </span>
    </>
  );
}
