import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import {
  APP_ROUTES,
  COURT_NAMES,
  PAYMENT_MESSAGES,
  paymentDiffers,
  paymentHow,
  routePath,
  type AdminBooking,
  type BookingMoney,
} from '@padel/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COURT_COLORS } from '@/app/theme';
import { CustomerProfileLink } from '@/components/ui/customer-link';
import { BookingStatusBadge, MoneyStateBadge } from '@/components/ui/booking-status-badge';
import { PhoneNumber } from '@/components/ui/phone-number';
import { formatPrice } from '@/lib/format';
import { formatLongDate, formatVenueDateTime } from '@/lib/venue-time';
import { feeOwedText } from '../lib/fee-owed';
import { refundHowWords } from '../lib/refund-words';
import { bookingSourceLabel } from '../lib/labels';
import classes from './booking-detail.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What the detail screen knows of a booking, as a list of facts (docs/screens.md#booking-detail). */
export function BookingFacts({ booking, money }: { booking: AdminBooking; money: BookingMoney }) {
  const court = booking.selectedCourt;
  return (
    <dl className={classes.facts}>
      <Fact label="Customer">
        {booking.customerName}{' '}
        <CustomerProfileLink phone={booking.phoneNumber} name={booking.customerName} />
      </Fact>
      <Fact label="Email">{booking.email}</Fact>
      <Fact label="Phone">
        <PhoneNumber>{booking.phoneNumber}</PhoneNumber>
      </Fact>
      <Fact label="Date">{formatLongDate(booking.selectedDate)}</Fact>
      <Fact label="Type">{booking.bookingType}</Fact>
      {court && (
        <Fact label="Court">
          <Text span fw={700} c={`${COURT_COLORS[court]}.9`}>
            {COURT_NAMES[court]}
          </Text>
        </Fact>
      )}
      <Fact label="Slots">
        {booking.selectedSlots.length > 0 ? (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {booking.selectedSlots.map((slot) => (
              <li key={slot}>{slot}</li>
            ))}
          </Box>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="Guests">{booking.numberOfGuests}</Fact>
      <Fact label="Status">
        <BookingStatusBadge status={booking.status} />
      </Fact>
      {feeOwedText(booking) && <Fact label="Fee owed">{feeOwedText(booking)}</Fact>}
      <Fact label="Source">{bookingSourceLabel(booking.BookingSource)}</Fact>
      <Fact label="Payment">
        <Group gap={6} component="span">
          <MoneyStateBadge state={money.state} />
          <Text span size="sm">
            {paymentHow(booking, money)}
          </Text>
        </Group>
      </Fact>
      {booking.cardPayment && (
        // The advance the provider confirmed (see docs/payments.md#card-payments).
        <>
          <Fact label="Card payment">
            {formatPrice(booking.cardPayment.amount)}, paid{' '}
            {formatVenueDateTime(booking.cardPayment.paidAt)}
            {/* Not what the checkout asked: staff check it (docs/payments.md#amount-asked). */}
            {paymentDiffers(booking.cardPayment.amount, booking.advanceAsked) && (
              <Text size="sm" c="red.9" fw={600} role="status" data-testid="amount-differs">
                {PAYMENT_MESSAGES.amountDiffers(booking.cardPayment.amount, booking.advanceAsked!)}
              </Text>
            )}
          </Fact>
          <Fact label="Card reference">{booking.cardPayment.reference ?? '—'}</Fact>
        </>
      )}
      {booking.refunds && booking.refunds.length > 0 && (
        // What its cancellation owes back, by the way each part came (docs/payments.md#refunds).
        <Fact label="Refund">
          <Stack gap={2} component="span">
            {booking.refunds.map((refund) => (
              <Text span size="sm" key={refund.id} data-testid="refund-line">
                {formatPrice(refund.amount)} · {refundHowWords(refund)}
                {refund.status === 'due' && `, since ${formatVenueDateTime(refund.dueSince)}`}
                {refund.reference && ` (${refund.reference})`}
                {refund.reason && ` · Owner’s reason: ${refund.reason}`}
              </Text>
            ))}
          </Stack>
        </Fact>
      )}
      <Fact label="Booked on">{formatVenueDateTime(booking.createdAt)}</Fact>
      {/* One date of a regular's weekly series (docs/screens.md#series-page). */}
      {booking.seriesId != null && (
        <Fact label="Series">
          <Anchor
            component={Link}
            to={routePath(APP_ROUTES.seriesDetail, { id: booking.seriesId })}
          >
            Weekly series: all its dates
          </Anchor>
        </Fact>
      )}
      {/* Online bookings only: staff's own have none (docs/security.md#calendar-fill). */}
      {booking.clientAddress && <Fact label="Booked from">{booking.clientAddress}</Fact>}
      {booking.customer_instruction && (
        <Fact label="Instructions">{booking.customer_instruction}</Fact>
      )}
      {booking.cancelReason && <Fact label="Cancel reason">{booking.cancelReason}</Fact>}
      {booking.invoiceNumber && <Fact label="Invoice">{booking.invoiceNumber}</Fact>}
    </dl>
  );
}
