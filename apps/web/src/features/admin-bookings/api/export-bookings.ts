import type { BookingExportQuery } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile } from '@/lib/api-download';
import { saveBlob } from '@/lib/download';

export const EXPORT_FILENAME = 'bookings.xlsx';

/**
 * GET /api/get-booking/bookings.xlsx: the bookings dated from `from` to `to` (inclusive; all when
 * left out), sheet Bookings, saved as bookings.xlsx (see docs/bookings.md#export).
 */
export async function exportBookings(range: BookingExportQuery): Promise<void> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.toString();
  const blob = await fetchApiFile(`/get-booking/${EXPORT_FILENAME}${search ? `?${search}` : ''}`);
  saveBlob(blob, EXPORT_FILENAME);
}

export function useExportBookings() {
  return useMutation({ mutationFn: exportBookings });
}
