import { useMutation } from '@tanstack/react-query';
import { fetchApiFile } from '@/lib/api-download';
import { saveBlob } from '@/lib/download';

export const EXPORT_FILENAME = 'bookings.xlsx';

/** GET /api/get-booking/bookings.xlsx: every booking (sheet Bookings), saved as bookings.xlsx. */
export async function exportBookings(): Promise<void> {
  const blob = await fetchApiFile(`/get-booking/${EXPORT_FILENAME}`);
  saveBlob(blob, EXPORT_FILENAME);
}

export function useExportBookings() {
  return useMutation({ mutationFn: exportBookings });
}
