import { Anchor, Loader, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { PAYMENT_RESULT_TEXTS } from '@/lib/checkout-status';

/**
 * Shown while the browser leaves for the card payment provider's page (see
 * docs/screens.md#booking-form, docs/screens.md#cart-and-checkout), with a link in case it does
 * not.
 */
export function PaymentRedirect({
  url,
  note,
  order = 2,
}: {
  url: string;
  /** What is kept for the customer meanwhile. */
  note: string;
  order?: TitleOrder;
}) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Loader aria-hidden="true" />
      <div role="status">
        <Title order={order} size="h3">
          {PAYMENT_RESULT_TEXTS.redirecting}
        </Title>
        <Text mt="xs">{note}</Text>
      </div>
      <Anchor href={url}>Continue to the payment page</Anchor>
    </Stack>
  );
}
