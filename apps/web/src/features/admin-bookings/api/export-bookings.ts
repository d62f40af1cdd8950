import type { BookingExportQuery } from '@padel/contracts';
import { downloadApiFile } from '@/lib/api-download';

const EXPORT_FILENAME = 'bookings.xlsx';

/**
 * GET /api/get-booking/bookings.xlsx: the bookings dated from `from` to `to` (inclusive; all when
 * left out), sheet Bookings, saved as bookings.xlsx (see docs/bookings.md#export).
 */
export function exportBookings(range: BookingExportQuery): Promise<void> {
  return downloadApiFile(`/get-booking/${EXPORT_FILENAME}`, range, EXPORT_FILENAME);
}
