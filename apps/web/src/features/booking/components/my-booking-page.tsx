import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  BOOKING_MESSAGES,
  bookingMoney,
  CONTACT_CHECK_MESSAGES,
  paymentHow,
  venueNow,
  type CustomerBooking,
} from '@padel/contracts';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { LoadingStatus } from '@/components/ui/loading-status';
import { MoneyTable } from '@/components/ui/money-table';
import { ApiRequestError } from '@/lib/api-client';
import { appConfig } from '@/lib/app-config';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useMyBooking } from '../api/get-my-booking';
import { useVenueSettings } from '../api/get-settings';
import { sameTimeNextWeekPath } from '../lib/booking-link';
import { holdState } from '../lib/confirm-code';
import { customerStatus } from '../lib/customer-status';
import { cancelOption, refundText } from '../lib/self-cancel';
import { useLinkCode } from '../lib/use-link-code';
import { StoredBookingFacts, FactRow, PriceBreakdown } from './booking-facts';
import { NoticeBanner, type Notice } from './notice-banner';
import { ConfirmCodeForm, type ConfirmAnswer } from './confirm-code-form';
import { FeedbackBox } from './feedback-box';
import { MySeries } from './my-series';
import { SameTimeNextWeek } from './same-time-next-week';
import { SecureBookingNotice } from './secure-booking-notice';
import { TransferDetails } from './transfer-details';
import classes from './my-booking-page.module.css';
import { SelfCancel, type CancelOutcome } from './self-cancel';

/**
 * The money as the one reading says it (docs/payments.md#one-reading), the same facts as the venue's
 * screens: a booking paid at the venue shows no advance, a cancelled one owes nothing.
 */
function Payment({ booking }: { booking: CustomerBooking }) {
  const money = bookingMoney(booking);
  const refund = refundText(booking.refund);
  return (
    <div className={classes.payment}>
      <PriceBreakdown lines={booking.lines} total={booking.amount} totalLabel="Total" />
      <dl className={classes.amounts}>
        <dt>Payment status</dt>
        <dd>{money.state}</dd>
        <dt>Payment</dt>
        {/* By its method, as every screen and message names it (docs/payments.md#one-reading). */}
        <dd>{paymentHow(booking, money)}</dd>
      </dl>
      <MoneyTable money={money} caption="Payment" />
      {refund && (
        <Text mt="sm" fw={600}>
          {refund}
        </Text>
      )}
    </div>
  );
}

/**
 * A card booking whose advance has not arrived yet (see docs/payments.md#card-payments): its slots
 * are held until the hold ends, and the provider's page is still open to pay.
 */
function AdvanceAwaited({
  booking,
  checkoutUrl,
}: {
  booking: CustomerBooking;
  checkoutUrl: string;
}) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={headingId}
      className={classes.held}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          Your slots are held while you pay the advance
        </Title>
        <Text>
          Pay the advance of {formatPrice(bookingMoney(booking).advance ?? 0)} by card to keep this
          booking. If it is not paid before the hold ends, the booking is released.
        </Text>
        <Button component="a" href={checkoutUrl}>
          Pay the advance
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * While a booking waits for its code (docs/screens.md#after-booking): the form, or
 * once its time is up, that it was not confirmed in time.
 */
function CodeAwaited({
  token,
  booking,
  now,
  linkCode,
  onConfirmed,
  onRefused,
}: {
  token: string;
  booking: CustomerBooking;
  now: number;
  linkCode: string | undefined;
  onConfirmed: (answer: ConfirmAnswer) => void;
  onRefused: (message: string) => void;
}) {
  const hold = holdState(booking, now);
  if (hold.kind === 'none') return null;
  if (hold.kind === 'lapsed') {
    return (
      <Paper withBorder p="md" role="status" bg="red.0">
        <Text fw={600}>{CONTACT_CHECK_MESSAGES.tooLate}</Text>
      </Paper>
    );
  }
  return (
    <ConfirmCodeForm
      token={token}
      until={hold.until}
      minutesLeft={hold.minutesLeft}
      linkCode={linkCode}
      onConfirmed={onConfirmed}
      onRefused={onRefused}
    />
  );
}

/** The customer's own booking, reached by its access token (see docs/bookings.md#customer-page). */
export function MyBookingPage() {
  const { token = '' } = useParams();
  const myBooking = useMyBooking(token);
  // The e-mail's button (`?code=`): sent by the form once the booking shows it waits for a code.
  const linkCode = useLinkCode();
  const notFound = myBooking.error instanceof ApiRequestError && myBooking.error.status === 404;
  usePageTitle(notFound ? 'Booking not found' : 'My booking');
  // The cancellation window's hours, for the words shown once it has passed.
  const settings = useVenueSettings();
  // When the page was opened; a deadline passing while it stays open is the server's to refuse.
  const [opened] = useState(() => ({
    ...venueNow(appConfig.venueTimezone, new Date()),
    instant: Date.now(),
  }));
  const [notice, setNotice] = useState<Notice>();
  // After a refused code the form stays away: the server takes none for this booking any more.
  const [codeRefused, setCodeRefused] = useState(false);

  const handleOutcome = (next: CancelOutcome) => {
    setNotice({ message: next.message, ok: next.kind === 'cancelled' });
    if (next.kind === 'cancelled') myBooking.update(next.booking);
    // Refused: the booking changed meanwhile (cancelled by staff, the deadline passed), so read it.
    else myBooking.retry();
  };

  const handleConfirmed = ({ message, booking }: ConfirmAnswer) => {
    setNotice({ message, ok: true });
    myBooking.update(booking);
  };

  const handleCodeRefused = (message: string) => {
    setNotice({ message, ok: false });
    setCodeRefused(true);
    myBooking.retry();
  };

  if (myBooking.isPending) {
    return (
      <Stack gap="md">
        <Title order={1}>My booking</Title>
        <LoadingStatus label="Loading your booking..." />
      </Stack>
    );
  }

  if (notFound || !myBooking.data) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{notFound ? 'Booking not found' : 'My booking'}</Title>
        <Text role="alert">
          {notFound
            ? `${BOOKING_MESSAGES.bookingNotFound} Please check the link in your e-mail, or ask for your links again.`
            : 'Your booking could not be loaded. Please check your connection.'}
        </Text>
        <Group gap="sm">
          {notFound ? (
            // A link that no longer works is what Find my booking is for
            // (see docs/screens.md#find-my-booking).
            <Button component={Link} to="/find-my-booking">
              E-mail me my booking links
            </Button>
          ) : (
            <Button onClick={myBooking.retry}>Try again</Button>
          )}
          <Button component={Link} to="/" variant="default">
            Book a court or a table
          </Button>
        </Group>
      </Stack>
    );
  }

  const booking = myBooking.data;
  const isPadel = booking.bookingType === 'Padel';
  const option = cancelOption(booking, opened);
  const nextWeek = sameTimeNextWeekPath(booking, opened.date);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>My booking</Title>
      <NoticeBanner notice={notice} />
      {!codeRefused && (
        <CodeAwaited
          token={token}
          booking={booking}
          now={opened.instant}
          linkCode={linkCode}
          onConfirmed={handleConfirmed}
          onRefused={handleCodeRefused}
        />
      )}
      {booking.status === 'Pending' && <SecureBookingNotice booking={booking} />}
      <TransferDetails
        token={token}
        booking={booking}
        accounts={settings.data?.transferAccounts}
        venueWhatsapp={settings.data?.venueWhatsapp}
        onUploaded={myBooking.update}
      />
      {booking.checkoutUrl && (
        <AdvanceAwaited booking={booking} checkoutUrl={booking.checkoutUrl} />
      )}
      <Paper withBorder p="md" component="section" aria-label="Booking summary">
        <Group justify="space-between" mb="sm" gap="xs">
          <Text fw={600}>Booked for {booking.customerName}</Text>
          <BookingStatusBadge status={customerStatus(booking)} size="lg" />
        </Group>
        <StoredBookingFacts booking={booking}>
          {booking.status === 'Booking Cancelled' && booking.cancelReason && (
            <FactRow term="Reason">{booking.cancelReason}</FactRow>
          )}
          {booking.customer_instruction && (
            <FactRow term="Instructions">{booking.customer_instruction}</FactRow>
          )}
          {booking.invoiceNumber && <FactRow term="Invoice">{booking.invoiceNumber}</FactRow>}
        </StoredBookingFacts>
        {isPadel && <Payment booking={booking} />}
      </Paper>
      {option && (
        <SelfCancel
          token={token}
          booking={booking}
          option={option}
          cancelHours={settings.data?.cancelHours}
          onOutcome={handleOutcome}
        />
      )}
      {booking.inSeries && <MySeries token={token} onNotice={setNotice} />}
      <FeedbackBox
        token={token}
        saved={booking.feedback}
        onSaved={(feedback) => myBooking.update({ feedback })}
      />
      <Group gap="sm">
        <SameTimeNextWeek token={token} path={nextWeek} />
        <Button component={Link} to="/" variant="default">
          Book again
        </Button>
      </Group>
    </Stack>
  );
}
