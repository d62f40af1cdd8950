import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { PublicSettings, TransferAccounts } from '@padel/contracts';
import { useId, type ReactNode } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { useVenueSettings } from '../api/get-settings';
import { useTransferAccounts } from '../api/get-transfer-accounts';
import { useSaveSettings } from '../api/save-settings';
import { failureMessage, serverFormErrors } from '../lib/form-issues';
import { settingsFormValues, settingsRequest, validateSettings } from '../lib/settings-form';
import { BookingPolicySection } from './booking-policy-section';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { OpeningHoursSection } from './opening-hours-section';
import { PriceRulesSection } from './price-rules-section';
import { TillSection } from './till-section';
import { TransferSection } from './transfer-section';

/** A titled part of the form; its heading names the region for screen readers. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SettingsForm({
  settings,
  transferAccounts,
}: {
  settings: PublicSettings;
  transferAccounts: TransferAccounts;
}) {
  const form = useForm({
    initialValues: settingsFormValues(settings, transferAccounts),
    validate: validateSettings,
  });
  const save = useSaveSettings();

  const submit = useFormSubmit({
    // The settings' fields are nested paths (`openingHours.2.close`): every message is kept, in
    // the order the check or the answer gives them.
    fields: [] as readonly string[],
    check: formCheck(form),
    send: () => save.mutateAsync(settingsRequest(form.values)),
    onSent: (answer) => {
      // What the server kept is what the form now starts from.
      const saved = settingsFormValues(answer.settings);
      form.setInitialValues(saved);
      form.setValues(saved);
      notifications.show({ color: 'green', message: answer.message });
    },
    failureMessage: (failure) =>
      failureMessage(failure, 'The settings could not be saved. Please try again.'),
    // A 400's issues name the field (`body.openingHours.2.close`, docs/venue-settings.md).
    failureFields: serverFormErrors,
    onFailed: (_failure, _fieldMessages, message) => notifications.show({ color: 'red', message }),
    setErrors: form.setErrors,
  });

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="lg">
        <Section title="Prices">
          <PriceRulesSection form={form} />
        </Section>
        <Section title="Opening hours">
          <OpeningHoursSection form={form} />
        </Section>
        <Section title="Booking rules">
          <BookingPolicySection form={form} cardPayments={settings.cardPayments} />
        </Section>
        <Section title="Café delivery">
          <DeliverySection form={form} />
        </Section>
        <Section title="Till">
          <TillSection form={form} />
        </Section>
        <Section title="Contact">
          <ContactSection form={form} />
        </Section>
        <Section title="Payment by transfer">
          <TransferSection form={form} />
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={submit.pending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The Settings screen (see docs/venue-settings.md#settings): prices, opening hours, the booking
 * rules and café delivery, saved together with PUT /api/settings. Changes apply to new bookings
 * and orders only.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  const settings = useVenueSettings();
  const accounts = useTransferAccounts();

  let content;
  if (settings.isPending || accounts.isPending) {
    content = <LoadingStatus label="Loading settings..." />;
  } else if (settings.isError) {
    content = (
      <Alert color="red" title="Could not load the settings">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {failureMessage(settings.error, 'The settings could not be loaded.')}
          </Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (accounts.isError) {
    content = (
      <Alert color="red" title="Could not load the settings">
        <Text size="sm">{failureMessage(accounts.error, 'The settings could not be loaded.')}</Text>
      </Alert>
    );
  } else {
    content = <SettingsForm settings={settings.data} transferAccounts={accounts.data} />;
  }

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1}>Settings</Title>
        <Text mt={4}>
          The venue&apos;s prices, opening hours, booking rules and café delivery. Changes apply to
          new bookings and orders; a booking keeps the price it was made with.
        </Text>
      </div>
      {content}
    </Stack>
  );
}
