import { Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './my-booking-page.module.css';

/** What a booking's page says after the customer acted: done, or why not. */
export interface Notice {
  message: string;
  ok: boolean;
}

/**
 * The answer to the customer's action on their booking's page. It takes the focus when it appears:
 * the button or form it came from is gone (see docs/screens.md#after-booking).
 */
export function NoticeBanner({ notice }: { notice: Notice | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    // Dark text on a light tint: green or red text on white falls short of WCAG AA.
    <Paper
      ref={ref}
      tabIndex={-1}
      role={notice.ok ? 'status' : 'alert'}
      withBorder
      p="sm"
      bg={notice.ok ? 'green.0' : 'red.0'}
      className={classes.notice}
    >
      <Text fw={600}>{notice.message}</Text>
    </Paper>
  );
}
