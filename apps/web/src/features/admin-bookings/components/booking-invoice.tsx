import { Button } from '@mantine/core';
import type { AdminBooking } from '@padel/contracts';
import { useEffect, useRef, useState } from 'react';
import { notifyFailure } from '@/lib/failure-message';
import { useCreateInvoice, type Invoice } from '../api/create-invoice';
import { InvoiceView } from './invoice';

/**
 * Print Invoice (docs/bookings.md#invoice): the first press asks the server for the invoice number
 * and prints once its QR code is drawn; later presses print again. `button` goes where the detail
 * card offers it, `view` below the card (the part that prints).
 */
export function useBookingInvoice(booking: AdminBooking) {
  const createInvoice = useCreateInvoice();
  const [invoice, setInvoice] = useState<{ invoice: Invoice; printedAt: string } | null>(null);
  const printWhenReady = useRef(false);
  const invoiceRef = useRef<HTMLDivElement>(null);

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

  const button = (
    <Button onClick={handlePrintInvoice} loading={createInvoice.isPending}>
      Print Invoice
    </Button>
  );
  const view = invoice && (
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
  );
  return { button, view };
}
