import type { Capability } from '@padel/contracts';
import { Button, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { sessionCan } from '@/lib/access';
import { notifyFailure } from '@/lib/failure-message';

/**
 * Export of a list as a spreadsheet the server writes (see docs/bookings.md#export). A long list
 * takes the server a while, so the button says it is preparing the file until the download
 * starts; a failure shows `failure` with the server's reason. Exports are the owner's
 * (docs/accounts.md#roles): staff see no button.
 */
export function ExportButton({
  exportFile,
  failure,
  disabled = false,
  label = 'Export',
  capability = 'exports',
}: {
  exportFile: () => Promise<void>;
  failure: string;
  disabled?: boolean;
  label?: string;
  /** Who may download it: the owner's exports, or the ledger's own (docs/till.md#revenue). */
  capability?: Capability;
}) {
  const exporting = useMutation({ mutationFn: exportFile });
  const preparing = exporting.isPending;
  if (!sessionCan(capability)) return null;
  return (
    <Button
      variant="default"
      disabled={disabled || preparing}
      leftSection={preparing ? <Loader size={14} aria-hidden="true" /> : undefined}
      onClick={() =>
        exporting.mutate(undefined, { onError: (error) => notifyFailure(error, failure) })
      }
    >
      {preparing ? 'Preparing…' : label}
    </Button>
  );
}
