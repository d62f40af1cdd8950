import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  bookingMoney,
  canPayFee,
  canRecordPayment,
  canUndoPayment,
  isAllowedFrom,
  isPaidInFull,
  type AdminBooking,
} from '@padel/contracts';
import { useId } from 'react';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { MoneyTable } from '@/components/ui/money-table';
import { CancelFromNetworkLink, CodeAwaitedBadge, UnsecuredBadge } from './booking-origin';
import { BookingFacts } from './booking-facts';
import { useBookingInvoice } from './booking-invoice';
import {
  PaidMessage,
  PaymentActions,
  StatusActions,
  UndoNoShowButton,
  UndoPaymentButton,
} from './detail-actions';
import { EditBookingSection } from './edit-booking-section';
import { LifecycleActions } from './lifecycle-actions';
import { StaffNotesForm } from './staff-notes-form';
import { SummaryTable } from './summary-table';
import classes from './booking-detail.module.css';

/**
 * One booking on the detail screen (see docs/screens.md#booking-detail): its facts, money and
 * actions; the parts are their own files (facts, invoice, edit).
 */
export function BookingDetailCard({ booking }: { booking: AdminBooking }) {
  const headingId = useId();
  const invoice = useBookingInvoice(booking);
  // The one reading of its money (docs/payments.md#one-reading): the facts, the table and undo.
  const money = bookingMoney(booking);

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
              {booking.confirmBy ? (
                <CodeAwaitedBadge confirmBy={booking.confirmBy} />
              ) : (
                booking.unsecuredUntil && <UnsecuredBadge until={booking.unsecuredUntil} />
              )}
            </Stack>
          </Group>

          <BookingFacts booking={booking} money={money} />

          {booking.clientAddress && <CancelFromNetworkLink address={booking.clientAddress} />}

          <section aria-label="Summary">
            <Stack gap="sm">
              <SummaryTable booking={booking} />
              <MoneyTable money={money} caption="Payment" />
            </Stack>
          </section>

          {isAllowedFrom('cancel', booking.status) && <StatusActions booking={booking} />}
          {isAllowedFrom('undo-no-show', booking.status) && <UndoNoShowButton booking={booking} />}
          <LifecycleActions booking={booking} />
          <EditBookingSection key={booking.id} booking={booking} />
          {canRecordPayment(booking) && <PaymentActions booking={booking} />}
          {canPayFee(booking) && <PaymentActions booking={booking} what="fee" />}
          {isPaidInFull(booking) && (
            <Group justify="space-between" gap="sm">
              <PaidMessage booking={booking} />
              {invoice.button}
            </Group>
          )}
          {/* The rule the server refuses an undo by (docs/payments.md#undo). */}
          {canUndoPayment(booking) && <UndoPaymentButton booking={booking} />}
        </Stack>
      </Paper>

      {invoice.view}

      <div className={classes.noPrint}>
        <StaffNotesForm key={booking.id} booking={booking} />
      </div>
    </Stack>
  );
}
