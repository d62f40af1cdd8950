import {
  ownerApprovalAnswerSchema,
  ownerApprovalListSchema,
  type OwnerApproval,
  type OwnerApprovalAnswer,
} from '@padel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { approvalsKey } from '@/lib/owner-approvals';

/** The approvals screen's calls (docs/prices.md#owner-prices); asking is in lib/owner-approvals. */

export function getApprovals(signal?: AbortSignal): Promise<OwnerApproval[]> {
  return apiRequest('/approvals', { schema: ownerApprovalListSchema, signal });
}

export const approvalsQueryOptions = () =>
  queryOptions({ queryKey: approvalsKey, queryFn: ({ signal }) => getApprovals(signal) });

export function useApprovals() {
  return useQuery(approvalsQueryOptions());
}

/** POST /api/approvals/{id}/approve or /decline (the owner's). */
export function useAnswerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      answer,
      note,
    }: {
      id: number;
      answer: 'approve' | 'decline';
      note?: string;
    }): Promise<OwnerApprovalAnswer> =>
      apiRequest(`/approvals/${id}/${answer}`, {
        method: 'POST',
        body: answer === 'decline' ? { note: note || undefined } : undefined,
        schema: ownerApprovalAnswerSchema,
      }),
    // The list, the attention counts and whatever approving booked or tagged read afresh.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
