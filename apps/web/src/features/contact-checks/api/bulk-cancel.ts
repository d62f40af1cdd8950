import { bulkCancelAnswerSchema, type BulkCancelRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/bookings/bulk-cancel (docs/screens.md#blocked-contacts): with `dryRun`
 * counts the online bookings the filters match, else cancels them with the reason.
 */
export function bulkCancel(body: BulkCancelRequest) {
  return apiRequest('/bookings/bulk-cancel', {
    method: 'POST',
    body,
    schema: bulkCancelAnswerSchema,
  });
}

export function useBulkCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCancel,
    // Bookings on any day changed: every list, detail, board and count reads fresh data (those
    // not on screen when they are next opened). A count changes nothing.
    onSuccess: (answer) => (answer.dryRun ? undefined : queryClient.invalidateQueries()),
  });
}
