import {
  OWNER_APPROVAL_CODE,
  ownerApprovalAnswerSchema,
  type OwnerApprovalAnswer,
  type OwnerApprovalRequest,
} from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isErrorCode, type ApiRequestError } from '@/lib/api-client';
import { attentionKey } from '@/lib/use-attention';

/**
 * Asking the owner (docs/prices.md#owner-prices): the screens where staff are refused a price
 * below the venue's prices or the member tag offer to ask instead; the approvals screen lists the
 * requests under `approvalsKey`.
 */

export const approvalsKey = ['approvals'] as const;

/** The server refused what only the owner may do, and staff may ask for it instead. */
export function needsOwnerApproval(error: unknown): error is ApiRequestError {
  return isErrorCode(error, OWNER_APPROVAL_CODE);
}

/** POST /api/approvals. */
export function useAskOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerApprovalRequest): Promise<OwnerApprovalAnswer> =>
      apiRequest('/approvals', { method: 'POST', body, schema: ownerApprovalAnswerSchema }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalsKey }),
        queryClient.invalidateQueries({ queryKey: attentionKey }),
      ]),
  });
}
