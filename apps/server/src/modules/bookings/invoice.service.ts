import { BOOKING_ACTION_MESSAGES, makeInvoiceNumber } from '@padel/contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { claimInvoiceNumber, findBookingById } from './bookings.repo';

/**
 * The invoice number is made at first print and stored, so a booking always shows the same
 * one (see docs/bookings.md#invoice). A clash with another booking's number just draws again.
 * Its time digits come from the app's clock, so the test clock and the audit agree on them.
 */
export async function invoiceFor(
  db: Database,
  id: number,
  publicBookingUrl: string,
  adminId: number,
  now: () => Date,
) {
  const booking = await findBookingById(db, id);
  if (!booking) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
  let invoiceNumber = booking.invoiceNumber;
  for (let attempt = 0; !invoiceNumber; attempt++) {
    try {
      const claimed = await claimInvoiceNumber(db, id, makeInvoiceNumber(now().getTime()));
      if (!claimed) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
      invoiceNumber = claimed;
      await recordAudit(db, {
        actor: { type: 'admin', id: adminId },
        action: 'invoice',
        entity: 'booking',
        entityId: id,
        after: { invoiceNumber },
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
  return { invoiceNumber, customerUrl: `${publicBookingUrl}/my-booking/${booking.accessToken}` };
}
