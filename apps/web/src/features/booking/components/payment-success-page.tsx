import { Button, Stack, Text, Title } from '@mantine/core';
import { TIMINGS } from '@padel/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import classes from './payment-success-page.module.css';

/**
 * Payment success (see docs/screens.md#after-booking): a spinner, then after 2 s a tick, 'Payment
 * success!' and 'Thanks for booking Padel!'. Not proof of payment: the provider's webhook is (see
 * docs/payments.md#card-payments).
 */
export function PaymentSuccessPage() {
  usePageTitle('Payment success');
  const [done, setDone] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), TIMINGS.successTickMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <div className={classes.mark} aria-hidden="true">
        {done ? (
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
        ) : (
          <div className={classes.spinner} />
        )}
      </div>
      <div role="status" aria-live="polite">
        {done ? (
          <>
            <Title order={1}>Payment success!</Title>
            <Text size="lg" mt="xs">
              Thanks for booking Padel!
            </Text>
          </>
        ) : (
          <Title order={1}>Confirming your payment...</Title>
        )}
      </div>
      {done && (
        <Button component={Link} to="/" variant="default">
          Back to booking
        </Button>
      )}
    </Stack>
  );
}
