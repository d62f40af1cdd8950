import { Anchor } from '@mantine/core';
import { APP_ROUTES, normalizePhone, routePath } from '@padel/contracts';
import { Link } from 'react-router';

/**
 * One click from a booking or an order to its customer's profile (docs/screens.md#customers): the
 * customer is their phone number, written the national way.
 */
export function CustomerProfileLink({ phone, name }: { phone: string; name: string }) {
  return (
    <Anchor
      component={Link}
      to={routePath(APP_ROUTES.customerProfile, { phone: normalizePhone(phone) })}
      size="sm"
      c="blue.8"
    >
      {`${name}'s customer profile`}
    </Anchor>
  );
}
