import { Button, Group, Text } from '@mantine/core';
import { PAYMENT_MESSAGES } from '@padel/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorWord, PaymentResult } from '@/components/ui/payment-result';
import { checkoutSessionId, PAYMENT_RESULT_TEXTS } from '@/lib/checkout-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useCheckoutStatus } from '@/lib/use-checkout-status';
import { settleCardOrder } from '../lib/card-order';

const backToMenu = (
  <Button component={Link} to="/menu" variant="default">
    Back to menu
  </Button>
);

const backToCart = (
  <Button component={Link} to="/cart-items">
    Try Again
  </Button>
);

function OrderPaymentResult({ sessionId }: { sessionId: string }) {
  const { view, askAgain } = useCheckoutStatus(sessionId);
  const paidOrder = view.kind === 'paid' ? view.status.orderId : undefined;
  usePageTitle(
    view.kind === 'paid'
      ? 'Payment success'
      : view.kind === 'expired'
        ? 'Payment not completed'
        : 'Confirming your payment',
  );

  // Only a paid order empties the cart (see docs/cafe.md#cart).
  useEffect(() => {
    if (paidOrder !== undefined) settleCardOrder(paidOrder);
  }, [paidOrder]);

  switch (view.kind) {
    case 'confirming':
      return <PaymentResult mark="spinner" title={PAYMENT_RESULT_TEXTS.confirming} />;
    case 'paid':
      return (
        <PaymentResult mark="tick" title={PAYMENT_RESULT_TEXTS.success} actions={backToMenu}>
          {paidOrder !== undefined && (
            <Text size="lg" fw={700}>
              Order #{paidOrder}
            </Text>
          )}
          <Text>Thank you, your order is paid. We are preparing it.</Text>
        </PaymentResult>
      );
    case 'expired':
      return (
        <PaymentResult mark="warning" title={PAYMENT_MESSAGES.notCompleted} actions={backToCart}>
          <Text>The card payment did not go through. Your cart still has its items.</Text>
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
              {backToMenu}
            </Group>
          }
        >
          <Text>
            We have not heard from the card provider yet. If you paid, your order will be prepared
            as soon as the payment is confirmed.
          </Text>
        </PaymentResult>
      );
    case 'unknown':
      return (
        <PaymentResult mark="warning" title="Payment not found" actions={backToMenu}>
          <Text>{view.message}</Text>
        </PaymentResult>
      );
  }
}

/**
 * The app host's `/success` (see docs/screens.md#payment-results): back from paying a café order
 * by card, with `?session_id=`.
 */
export function OrderPaymentSuccessPage() {
  const [search] = useSearchParams();
  const sessionId = checkoutSessionId(search);
  return sessionId ? <OrderPaymentResult key={sessionId} sessionId={sessionId} /> : <NoPayment />;
}

function NoPayment() {
  usePageTitle('No payment to show');
  return (
    <PaymentResult mark="none" title="No payment to show" actions={backToMenu}>
      <Text>This page shows the result of a card payment, and there is none in its address.</Text>
    </PaymentResult>
  );
}

/**
 * The app host's `/cancel`, where the provider sends a customer who did not pay (see
 * docs/screens.md#payment-results): the specification's words, and Try Again back to the cart,
 * which still has its items.
 */
export function OrderPaymentCancelPage() {
  usePageTitle('Payment cancelled');
  return (
    <PaymentResult
      mark="warning"
      title={
        <>
          <ErrorWord>ERROR!</ErrorWord> Oops! Something went wrong. Please try again.
        </>
      }
      actions={backToCart}
    >
      <Text>Your card was not charged, and your cart still has its items.</Text>
    </PaymentResult>
  );
}
