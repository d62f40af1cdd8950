import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTACT_CHECK_MESSAGES } from '@padel/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { usePageTitle } from '@/lib/use-page-title';
import { loadReceipt, readReceipt, saveReceipt, type BookingReceipt } from '../lib/booking-storage';
import { holdState } from '../lib/confirm-code';
import { customerStatus } from '../lib/customer-status';
import { StoredBookingFacts, FactRow, PriceBreakdown } from './booking-facts';
import { NoticeBanner, type Notice } from './notice-banner';
import { ConfirmCodeForm, type ConfirmAnswer } from './confirm-code-form';
import { SecureBookingNotice } from './secure-booking-notice';
import { TransferDetails } from './transfer-details';
import { useVenueSettings } from '../api/get-settings';

/**
 * After a booking is made (see docs/screens.md#after-booking): the summary and the link to
 * the customer's own booking page (see docs/bookings.md#customer-page). Survives a reload through
 * sessionStorage.
 */
export function ThankYouPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The booking as the code confirmed it, shown in the same render as the confirmation's notice
  // (the location's state, which a reload reads, follows a moment later).
  const [confirmedReceipt, setConfirmedReceipt] = useState<BookingReceipt>();
  const receipt = confirmedReceipt ?? readReceipt(location.state) ?? loadReceipt();
  usePageTitle(receipt ? 'Booking received' : 'No booking to show');
  const [now] = useState(() => Date.now());
  const [notice, setNotice] = useState<Notice>();
  // The venue's receiving accounts, for an advance by transfer (docs/payments.md#transfers).
  const settings = useVenueSettings();

  if (!receipt) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>No booking to show</Title>
        <Text>We could not find a booking made in this browser tab.</Text>
        <Button component={Link} to="/">
          Book a court or a table
        </Button>
      </Stack>
    );
  }

  const { booking, accessToken } = receipt;
  const isPadel = booking.bookingType === 'Padel';
  // A booking from a contact that has not confirmed before waits for its code
  // (docs/security.md#calendar-fill).
  const hold = holdState(booking, now);
  // The server takes no code for it any more: its notice says why, the booking's page the rest.
  const refused = notice !== undefined && !notice.ok;

  const handleConfirmed = (answer: ConfirmAnswer) => {
    // The receipt follows, so a reload shows the booking as it now is.
    const confirmed: BookingReceipt = { accessToken, booking: answer.booking };
    saveReceipt(confirmed);
    setConfirmedReceipt(confirmed);
    setNotice({ message: answer.message, ok: true });
    void navigate(location.pathname, { replace: true, state: confirmed });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Booking received</Title>
      <NoticeBanner notice={notice} />
      {refused ? null : hold.kind === 'awaiting' ? (
        <>
          <Text>Thank you, {booking.customerName}!</Text>
          <ConfirmCodeForm
            token={accessToken}
            until={hold.until}
            minutesLeft={hold.minutesLeft}
            onConfirmed={handleConfirmed}
            onRefused={(message) => setNotice({ message, ok: false })}
          />
        </>
      ) : hold.kind === 'lapsed' ? (
        <Text fw={600}>{CONTACT_CHECK_MESSAGES.tooLate}</Text>
      ) : (
        <>
          <Text>
            Thank you, {booking.customerName}! Your booking is waiting for the venue to confirm it.
            We will e-mail {booking.email} when it is confirmed.
          </Text>
          <SecureBookingNotice booking={booking} />
        </>
      )}
      <TransferDetails
        token={accessToken}
        booking={booking}
        accounts={settings.data?.transferAccounts}
        venueWhatsapp={settings.data?.venueWhatsapp}
        onUploaded={(uploaded) => {
          const next: BookingReceipt = { accessToken, booking: uploaded };
          saveReceipt(next);
          setConfirmedReceipt(next);
        }}
      />
      <Paper withBorder p="md" component="section" aria-label="Your booking">
        <StoredBookingFacts booking={booking}>
          <FactRow term="Status">
            <BookingStatusBadge status={customerStatus(booking)} size="lg" />
          </FactRow>
        </StoredBookingFacts>
        {isPadel && booking.lines.length > 0 && (
          <PriceBreakdown lines={booking.lines} total={booking.amount} />
        )}
      </Paper>
      <Text>Keep this link to see your booking, its status and to leave feedback later.</Text>
      <Group gap="sm">
        <Button component={Link} to={`/my-booking/${encodeURIComponent(accessToken)}`} size="md">
          View my booking
        </Button>
        <Button component={Link} to="/" variant="default" size="md">
          Book again
        </Button>
      </Group>
    </Stack>
  );
}
