import { holdBudgetDaySchema, type HoldBudgetDay } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const holdBudgetKey = ['hold-budget'] as const;

/**
 * GET /api/hold-budget (docs/screens.md#blocked-contacts): today's budget of unverified online
 * holds, and the networks holding it.
 */
export function getHoldBudget(signal?: AbortSignal): Promise<HoldBudgetDay> {
  return apiRequest('/hold-budget', { schema: holdBudgetDaySchema, signal });
}

export function useHoldBudget() {
  return useQuery(
    queryOptions({ queryKey: holdBudgetKey, queryFn: ({ signal }) => getHoldBudget(signal) }),
  );
}
