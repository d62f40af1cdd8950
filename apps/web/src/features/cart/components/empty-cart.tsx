import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CartIcon } from '@/components/ui/icons';

/** An empty cart, on the cart and the checkout: a friendly way back to the menu. */
export function EmptyCart({ title }: { title: string }) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <CartIcon size={56} color="var(--mantine-color-blue-8)" />
      <Title order={1}>{title}</Title>
      <Text size="lg">Your cart is empty.</Text>
      <Text>Have a look at the menu and add something you like.</Text>
      <Button component={Link} to="/menu" size="md">
        Browse the menu
      </Button>
    </Stack>
  );
}
