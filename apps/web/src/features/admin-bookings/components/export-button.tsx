import { Button, Loader } from '@mantine/core';
import type { BookingExportQuery } from '@padel/contracts';
import { useExportBookings } from '../api/export-bookings';
import { notifyFailure } from '../lib/error-message';

/**
 * Export of the booking list's dates as bookings.xlsx (see docs/bookings.md#export). A long range
 * takes the server a while to write, so the button says it is preparing the file until the
 * download starts.
 */
export function ExportButton({ range }: { range: BookingExportQuery }) {
  const exportBookings = useExportBookings();
  const preparing = exportBookings.isPending;
  return (
    <Button
      variant="default"
      disabled={preparing}
      leftSection={preparing ? <Loader size={14} aria-hidden="true" /> : undefined}
      onClick={() =>
        exportBookings.mutate(range, {
          onError: (error) => notifyFailure(error, 'Failed to export bookings.'),
        })
      }
    >
      {preparing ? 'Preparing…' : 'Export'}
    </Button>
  );
}
