import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { BlockContactForm } from './block-contact-form';
import { BlockedContactList } from './blocked-contact-list';
import { BulkCancelForm } from './bulk-cancel-form';
import { OnlineHoldsToday } from './online-holds-today';

/**
 * Staff's answer to a stranger holding the calendar (docs/screens.md#blocked-contacts): cancel
 * every online booking of a contact, an address or a time window at once, and block a phone or
 * e-mail from booking online. Today's online holds come first, by network, each cancelled in one
 * tap once they fill the day. The booking detail opens it with `?address=` filled in.
 */
export function BlockedContactsPage() {
  usePageTitle('Blocked contacts');
  const [searchParams] = useSearchParams();
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>Blocked contacts</Title>
        <Text mt={4}>
          Online bookings from a new phone or e-mail wait for the code sent to the customer. When
          someone fills the calendar anyway, cancel their bookings here and block their contacts.
        </Text>
      </div>
      <OnlineHoldsToday />
      <BulkCancelForm initialAddress={searchParams.get('address') ?? ''} />
      <BlockContactForm />
      <Title order={2} size="h4">
        Blocked phone numbers and e-mails
      </Title>
      <BlockedContactList />
    </Stack>
  );
}
