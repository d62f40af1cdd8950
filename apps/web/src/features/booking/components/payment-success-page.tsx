import { Button, Group, Text } from '@mantine/core';
import { PAYMENT_MESSAGES, TIMINGS } from '@padel/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PaymentResult } from '@/components/ui/payment-result';
import { checkoutSessionId, PAYMENT_RESULT_TEXTS } from '@/lib/checkout-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useCheckoutStatus } from '@/lib/use-checkout-status';

const myBookingPath = (token: string) => `/my-booking/${encodeURIComponent(token)}`;

function BookingLink({ token, primary = false }: { token: string | undefined; primary?: boolean }) {
  if (!token) return null;
  return (
    <Button component={Link} to={myBookingPath(token)} variant={primary ? 'filled' : 'default'}>
      View my booking
    </Button>
  );
}

/**
 * Back from the provider with `?session_id=` (see docs/screens.md#payment-results): asks the
 * server until the verified payment event has arrived (see docs/payments.md#card-payments).
 */
function CardPaymentResult({ sessionId }: { sessionId: string }) {
  const { view, askAgain } = useCheckoutStatus(sessionId);
  usePageTitle(
    view.kind === 'paid'
      ? 'Payment success'
      : view.kind === 'expired'
        ? 'Payment not completed'
        : 'Confirming your payment',
  );

  switch (view.kind) {
    case 'confirming':
      return <PaymentResult mark="spinner" title={PAYMENT_RESULT_TEXTS.confirming} />;
    case 'paid':
      return (
        <PaymentResult
          mark="tick"
          title={PAYMENT_RESULT_TEXTS.success}
          actions={
            <Group justify="center" gap="sm">
              <BookingLink token={view.status.accessToken} primary />
              <Button component={Link} to="/" variant="default">
                Book again
              </Button>
            </Group>
          }
        >
          <Text size="lg">{PAYMENT_RESULT_TEXTS.thanksPadel}</Text>
          <Text>
            Your advance is paid. We will e-mail you when the venue confirms your booking.
          </Text>
        </PaymentResult>
      );
    case 'expired':
      return (
        <PaymentResult
          mark="warning"
          title={PAYMENT_MESSAGES.notCompleted}
          actions={
            <Group justify="center" gap="sm">
              <Button component={Link} to="/">
                Book again
              </Button>
              <BookingLink token={view.status.accessToken} />
            </Group>
          }
        >
          <Text>
            The card payment did not go through before the hold ended, so the booking was released
            and its slots are free again. Nothing was charged.
          </Text>
        </PaymentResult>
      );
    case 'late':
      return (
        <PaymentResult
          mark="warning"
          title={PAYMENT_RESULT_TEXTS.late}
          actions={
            <Group justify="center" gap="sm">
              <Button onClick={askAgain}>Check again</Button>
              <BookingLink token={view.status?.accessToken} />
            </Group>
          }
        >
          <Text>
            We have not heard from the card provider yet. If you paid, your booking page will show
            it shortly, and we will e-mail you.
          </Text>
        </PaymentResult>
      );
    case 'unknown':
      return (
        <PaymentResult
          mark="warning"
          title="Payment not found"
          actions={
            <Button component={Link} to="/">
              Book a court or a table
            </Button>
          }
        >
          <Text>{view.message}</Text>
        </PaymentResult>
      );
  }
}

/**
 * Without a session id, what the specification's page does: a spinner, then after 2 s a tick,
 * 'Payment success!' and 'Thanks for booking Padel!'. Not proof of payment.
 */
function SpecSuccess() {
  usePageTitle('Payment success');
  const [done, setDone] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), TIMINGS.successTickMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!done) return <PaymentResult mark="spinner" title={PAYMENT_RESULT_TEXTS.confirming} />;
  return (
    <PaymentResult
      mark="tick"
      title={PAYMENT_RESULT_TEXTS.success}
      actions={
        <Button component={Link} to="/" variant="default">
          Back to booking
        </Button>
      }
    >
      <Text size="lg">{PAYMENT_RESULT_TEXTS.thanksPadel}</Text>
    </PaymentResult>
  );
}

/** The booking host's `/success` (see docs/screens.md#payment-results). */
export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const sessionId = checkoutSessionId(search);
  return sessionId ? <CardPaymentResult key={sessionId} sessionId={sessionId} /> : <SpecSuccess />;
}
