import '@mantine/core/styles/Switch.css';
import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CUSTOMER_TAGS, type CustomerProfile, type CustomerTag } from '@padel/contracts';
import { useState } from 'react';
import { needsOwnerApproval } from '@/lib/owner-approvals';
import { AskOwner } from '@/components/ui/ask-owner';
import { serverMessageOf } from '@/lib/failure-message';
import { useUpdateCustomer } from '../api/update-customer';

const TAG_TEXT: Record<CustomerTag, { label: string; description: string }> = {
  member: { label: 'Member', description: 'Pays the member price set in Settings.' },
  coach: { label: 'Coach', description: 'Coaches at the venue.' },
};

/**
 * The customer's tags and block as switches, each saved at once (docs/customers.md#tags): a
 * blocked customer's online bookings are refused. The member tag is the owner's
 * (docs/prices.md#owner-prices): a staff member refused it may ask the owner from here.
 */
export function CustomerTagToggles({ customer }: { customer: CustomerProfile }) {
  const update = useUpdateCustomer(customer.id);
  const [ownerRefusal, setOwnerRefusal] = useState<string>();
  const save = (change: { tags?: CustomerTag[]; blocked?: boolean }) =>
    update.mutate(change, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Customer saved.' }),
      onError: (failure) =>
        needsOwnerApproval(failure)
          ? setOwnerRefusal(failure.message)
          : notifications.show({
              color: 'red',
              title: 'Error',
              message: serverMessageOf(failure) ?? 'Failed to save the customer.',
            }),
    });
  const toggleTag = (tag: CustomerTag, on: boolean) =>
    save({ tags: on ? [...customer.tags, tag] : customer.tags.filter((other) => other !== tag) });

  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} size="sm" mb="xs">
        Tags
      </Text>
      {CUSTOMER_TAGS.map((tag) => (
        <Switch
          key={tag}
          label={TAG_TEXT[tag].label}
          description={TAG_TEXT[tag].description}
          checked={customer.tags.includes(tag)}
          disabled={update.isPending}
          onChange={(event) => toggleTag(tag, event.currentTarget.checked)}
        />
      ))}
      <Switch
        label="Blocked"
        description="Their online bookings are refused; staff can still book them."
        color="red.8"
        checked={customer.blocked}
        disabled={update.isPending}
        onChange={(event) => save({ blocked: event.currentTarget.checked })}
      />
      {ownerRefusal && !customer.tags.includes('member') && (
        <AskOwner ask={{ kind: 'member-tag', phone: customer.phone }} refusal={ownerRefusal} />
      )}
    </Stack>
  );
}
