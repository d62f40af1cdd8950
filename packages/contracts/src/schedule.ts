import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './constants';

const heldSlotSchema = z.object({
  hour: z.number().int(),
  bookingId: z.number().int(),
  customerName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  PaymentStatus: z.enum(PAYMENT_STATUSES),
});

/** The admin schedule board: one day, courts as columns, 24 hours, table occupancy per hour. */
export const scheduleSchema = z.object({
  date: z.string(),
  courts: z.object({ 'Court 1': z.array(heldSlotSchema), 'Court 2': z.array(heldSlotSchema) }),
  tables: z.object({
    totalTables: z.number().int(),
    /** Held tables per hour, index = hour. */
    heldByHour: z.array(z.number().int()).length(24),
  }),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const invoiceSchema = z.object({
  invoiceNumber: z.string(),
  /**
   * The customer's own booking page; the invoice QR code encodes it (see
   * docs/bookings.md#customer-page).
   */
  customerUrl: z.string(),
});

/**
 * docs/bookings.md#invoice: INV- + a random number 1000-9999 + the last 5 digits of the current
 * time.
 */
export function makeInvoiceNumber(now: number, random: () => number = Math.random): string {
  const fourDigits = 1000 + Math.floor(random() * 9000);
  return `INV-${fourDigits}${String(now).slice(-5)}`;
}
