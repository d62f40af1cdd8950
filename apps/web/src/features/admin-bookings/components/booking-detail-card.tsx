import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  APP_ROUTES,
  bookingMoney,
  canChangeBooking,
  canRecordPayment,
  canUndoPayment,
  canTakeAction,
  COURT_NAMES,
  isAllowedFrom,
  isPaidInFull,
  PAYMENT_METHOD_WORDS,
  routePath,
  type AdminBooking,
} from '@padel/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COURT_COLORS } from '@/app/theme';
import { CustomerProfileLink } from '@/components/ui/customer-link';
import { BookingStatusBadge, MoneyStateBadge } from '@/components/ui/booking-status-badge';
import { MoneyTable } from '@/components/ui/money-table';
import { formatPrice } from '@/lib/format';
import { formatLongDate, formatVenueDateTime } from '@/lib/venue-time';
import { useCreateInvoice, type Invoice } from '../api/create-invoice';
import { notifyFailure } from '@/lib/failure-message';
import { bookingSourceLabel } from '../lib/labels';
import { CancelFromNetworkLink, CodeAwaitedBadge } from './booking-origin';
import {
  PaidMessage,
  PaymentActions,
  StatusActions,
  UndoNoShowButton,
  UndoPaymentButton,
} from './detail-actions';
import { feeOwedText } from '../lib/fee-owed';
import { LifecycleActions } from './lifecycle-actions';
import { StaffNotesForm } from './staff-notes-form';
import { ChangeBookingForm } from './change-booking-form';
import { InvoiceView } from './invoice';
import { SummaryTable } from './summary-table';
import classes from './booking-detail.module.css';
import { PhoneNumber } from '@/components/ui/phone-number';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** One booking on the detail screen (see docs/screens.md#booking-detail). */
export function BookingDetailCard({ booking }: { booking: AdminBooking }) {
  const headingId = useId();
  const createInvoice = useCreateInvoice();
  const [invoice, setInvoice] = useState<{ invoice: Invoice; printedAt: string } | null>(null);
  const printWhenReady = useRef(false);
  const invoiceRef = useRef<HTMLDivElement>(null);
  const court = booking.selectedCourt;
  const fullyPaid = isPaidInFull(booking);
  // The one reading of its money (docs/payments.md#one-reading): the facts, the table and undo.
  const money = bookingMoney(booking);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const changeable = canChangeBooking(booking.status);
  const closeEditor = () => {
    setEditing(false);
    // Back to the button that opened it, for keyboard users.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  useEffect(() => {
    if (invoice) invoiceRef.current?.scrollIntoView({ block: 'nearest' });
  }, [invoice]);

  const handlePrintInvoice = () => {
    if (invoice) {
      window.print();
      return;
    }
    createInvoice.mutate(booking.id, {
      onSuccess: (answer) => {
        printWhenReady.current = true;
        setInvoice({ invoice: answer, printedAt: new Date().toISOString() });
      },
      onError: (error) => notifyFailure(error, 'Failed to create the invoice.'),
    });
  };

  const handleQrReady = () => {
    if (!printWhenReady.current) return;
    printWhenReady.current = false;
    window.print();
  };

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="lg"
        component="article"
        aria-labelledby={headingId}
        className={classes.noPrint}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <div>
              <Title order={2} size="h3" id={headingId} className={classes.name}>
                {booking.customerName}
              </Title>
              <Text size="sm">Booking #{booking.id}</Text>
            </div>
            <Stack gap={6} align="flex-end">
              <BookingStatusBadge status={booking.status} size="lg" wrap />
              {booking.confirmBy && <CodeAwaitedBadge confirmBy={booking.confirmBy} />}
            </Stack>
          </Group>

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
                  {money.paidHow ?? PAYMENT_METHOD_WORDS[booking.paymentType]}
                </Text>
              </Group>
            </Fact>
            {booking.cardPayment && (
              // The advance the provider confirmed (see docs/payments.md#card-payments).
              <>
                <Fact label="Card payment">
                  {formatPrice(booking.cardPayment.amount)}, paid{' '}
                  {formatVenueDateTime(booking.cardPayment.paidAt)}
                </Fact>
                <Fact label="Card reference">{booking.cardPayment.reference ?? '—'}</Fact>
                {booking.cardPayment.refund && (
                  // Given back after a closure or the customer's cancellation (docs/payments.md#refunds).
                  <Fact label="Refund">
                    {formatPrice(money.refunded)}, {money.refundHow?.toLowerCase()}
                    {booking.cardPayment.refund.reference &&
                      ` (${booking.cardPayment.refund.reference})`}
                  </Fact>
                )}
              </>
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

          {booking.clientAddress && <CancelFromNetworkLink address={booking.clientAddress} />}

          <section aria-label="Summary">
            <Stack gap="sm">
              <SummaryTable booking={booking} />
              <MoneyTable money={money} caption="Payment" />
            </Stack>
          </section>

          {canTakeAction('cancel', booking.status) && <StatusActions booking={booking} />}
          {isAllowedFrom('undo-no-show', booking.status) && <UndoNoShowButton booking={booking} />}
          <LifecycleActions booking={booking} />
          {changeable && !editing && (
            <Group>
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                Edit booking
              </Button>
            </Group>
          )}
          {changeable && editing && <ChangeBookingForm booking={booking} onDone={closeEditor} />}
          {canRecordPayment(booking) && <PaymentActions booking={booking} />}
          {fullyPaid && (
            <Group justify="space-between" gap="sm">
              <PaidMessage booking={booking} />
              <Button onClick={handlePrintInvoice} loading={createInvoice.isPending}>
                Print Invoice
              </Button>
            </Group>
          )}
          {/* The rule the server refuses an undo by (docs/payments.md#undo). */}
          {canUndoPayment(booking) && <UndoPaymentButton booking={booking} />}
        </Stack>
      </Paper>

      {invoice && (
        <div ref={invoiceRef}>
          <InvoiceView
            booking={booking}
            invoice={invoice.invoice}
            printedAt={invoice.printedAt}
            onQrReady={handleQrReady}
            onPrint={() => window.print()}
            onClose={() => setInvoice(null)}
          />
        </div>
      )}

      <div className={classes.noPrint}>
        <StaffNotesForm key={booking.id} booking={booking} />
      </div>
    </Stack>
  );
}
