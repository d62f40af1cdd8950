import { closurePreviewSchema, type ClosureRequest } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/closures/preview (see docs/venue-settings.md#closures): how many bookings saving the
 * closure would cancel, and how many of them have a card advance; nothing changes.
 */
export function previewClosure(body: ClosureRequest) {
  return apiRequest('/closures/preview', { method: 'POST', body, schema: closurePreviewSchema });
}

/** A mutation rather than a query: it is asked once per "Save closure", never cached. */
export function usePreviewClosure() {
  return useMutation({ mutationFn: previewClosure });
}
