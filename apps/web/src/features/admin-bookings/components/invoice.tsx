import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { bookingMoney, COURT_NAMES, type AdminBooking } from '@padel/contracts';
import { useId } from 'react';
import { MoneyTable } from '@/components/ui/money-table';
import { PhoneNumber } from '@/components/ui/phone-number';
import { PrintPage } from '@/components/ui/print-page';
import { appConfig } from '@/lib/app-config';
import { formatPrice } from '@/lib/format';
import { A4_PAPER } from '@/lib/print-page';
import { formatLongDate, formatVenueDateTime } from '@/lib/venue-time';
import type { Invoice } from '../api/create-invoice';
import { feeOwedText } from '../lib/fee-owed';
import { refundHowWords } from '../lib/refund-words';
import { QrCode } from './qr-code';
import classes from './invoice.module.css';

interface InvoiceViewProps {
  booking: AdminBooking;
  invoice: Invoice;
  printedAt: string;
  onQrReady: () => void;
  onPrint: () => void;
  onClose: () => void;
}

/**
 * The printable invoice (see docs/bookings.md#invoice): its QR code opens the customer's booking
 * page. It prints alone on one A4 page (docs/screens.md#prints), whatever was paid, given back or
 * owed: the money is the detail's one narrow table, whose words wrap rather than run off the page.
 */
export function InvoiceView({
  booking,
  invoice,
  printedAt,
  onQrReady,
  onPrint,
  onClose,
}: InvoiceViewProps) {
  const headingId = useId();
  const court = booking.selectedCourt ? ` – ${COURT_NAMES[booking.selectedCourt]}` : '';
  // The one reading of its money (docs/payments.md#one-reading), as the detail screen shows it.
  const money = bookingMoney(booking);
  const refunds = booking.refunds ?? [];
  const fee = feeOwedText(booking);
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby={headingId}
      className={classes.invoice}
      data-testid="invoice"
    >
      <PrintPage paper={A4_PAPER} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <div>
            <Text fw={700} size="lg">
              {appConfig.venueName}
            </Text>
            <Title order={2} size="h3" id={headingId}>
              Invoice {invoice.invoiceNumber}
            </Title>
            <Text size="sm">Date: {formatVenueDateTime(printedAt)}</Text>
          </div>
          <Stack gap={4} align="center">
            <QrCode
              value={invoice.customerUrl}
              label="QR code: scan to open this booking online"
              onReady={onQrReady}
            />
            <Text size="xs">Scan to see your booking</Text>
          </Stack>
        </Group>

        <div>
          <Text fw={600}>Billed to</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{booking.customerName}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.email}
          </Text>
          <Text size="sm">
            <PhoneNumber>{booking.phoneNumber}</PhoneNumber>
          </Text>
        </div>

        <div>
          <Text fw={600}>
            {booking.bookingType}
            {court} on {formatLongDate(booking.selectedDate)}
          </Text>
          <Text size="sm">{booking.selectedSlots.join(', ')}</Text>
        </div>

        <table className={classes.table}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
            Charges
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={classes.number}>
                Qty
              </th>
              <th scope="col" className={classes.number}>
                Unit Price
              </th>
              <th scope="col" className={classes.number}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.lines.map((line) => (
              <tr key={`${line.unitPrice}-${line.quantity}`}>
                <td>
                  {booking.bookingType} slot{court}
                </td>
                <td className={classes.number}>{line.quantity}</td>
                <td className={classes.number}>{formatPrice(line.unitPrice)}</td>
                <td className={classes.number}>{formatPrice(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className={classes.totals}>
          <MoneyTable money={money} caption="Totals" />
          <dl className={classes.notes}>
            {refunds.length > 0 && (
              <>
                <dt>Refund</dt>
                {refunds.map((refund) => (
                  <dd key={refund.id}>
                    {formatPrice(refund.amount)} · {refundHowWords(refund)}
                  </dd>
                ))}
              </>
            )}
            {fee && (
              <>
                <dt>Fee owed</dt>
                <dd>{fee}</dd>
              </>
            )}
            <dt>Status</dt>
            <dd>{money.state}</dd>
          </dl>
        </div>

        <Text size="sm" ta="center">
          Thank you for playing at {appConfig.venueName}.
        </Text>

        <Group justify="flex-end" gap="sm" className={classes.noPrint}>
          <Button variant="default" onClick={onClose}>
            Close invoice
          </Button>
          <Button onClick={onPrint}>Print again</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
