import { ActionIcon, Badge, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLink } from '@/components/ui/brand-link';
import { CartIcon } from '@/components/ui/icons';
import { appConfig } from '@/lib/app-config';
import { useCartCount } from '@/lib/use-cart-count';
import classes from './public-header.module.css';

/**
 * Public header of the shop screens (see docs/screens.md#public-header): logo to /menu, cart with
 * its item count, Login and the spec's Register, which (customers having no accounts) is "Book a
 * court" and leads to the booking site (see docs/screens.md#public-header).
 */
export function PublicHeader() {
  const count = useCartCount();
  const cartLabel = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

  return (
    <header className="app-header">
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <BrandLink to="/menu" />
          <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account and cart">
            <div className={classes.cart}>
              <ActionIcon
                component={Link}
                to="/cart-items"
                variant="subtle"
                size="xl"
                aria-label={cartLabel}
              >
                <CartIcon />
              </ActionIcon>
              <Badge
                className={classes.badge}
                color="violet"
                size="sm"
                circle={count < 10}
                aria-hidden="true"
                data-testid="cart-count"
              >
                {count}
              </Badge>
            </div>
            <Button component={Link} to="/user/login" variant="outline" size="sm">
              Login
            </Button>
            <Button component="a" href={appConfig.publicBookingUrl} color="violet" size="sm">
              Book a court
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
