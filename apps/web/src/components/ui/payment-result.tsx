import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './payment-result.module.css';

export type PaymentMark = 'spinner' | 'tick' | 'warning' | 'none';

function Mark({ mark }: { mark: PaymentMark }) {
  if (mark === 'none') return null;
  return (
    <div className={classes.mark} aria-hidden="true">
      {mark === 'tick' && (
        <svg viewBox="0 0 64 64" width={72} height={72} className={classes.tick}>
          <circle cx="32" cy="32" r="30" fill="var(--mantine-color-green-8)" />
          <path
            d="M19 33l9 9 17-19"
            fill="none"
            stroke="#fff"
            strokeWidth={5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {mark === 'spinner' && <div className={classes.spinner} />}
      {mark === 'warning' && <div className={classes.warning}>!</div>}
    </div>
  );
}

/**
 * The payment result pages' layout on both hosts (see docs/screens.md#payment-results): the
 * spinner, tick or warning, the heading and its words in one live region, so a screen reader hears
 * the change from "Confirming" to the result, then the ways on.
 */
export function PaymentResult({
  mark,
  title,
  children,
  actions,
}: {
  mark: PaymentMark;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Mark mark={mark} />
      <div role="status" aria-live="polite">
        <Title order={1}>{title}</Title>
        {children && (
          <Stack gap="xs" mt="xs" align="center">
            {children}
          </Stack>
        )}
      </div>
      {actions}
    </Stack>
  );
}

/** "ERROR!" in red on its own line, with the sentence after it in the same heading. */
export function ErrorWord({ children }: { children: ReactNode }) {
  return <span className={classes.errorWord}>{children}</span>;
}
