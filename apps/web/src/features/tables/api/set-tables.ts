import { messageSchema, type MessageResponse, type SetTablesRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tablesQueryKey } from './get-tables';

/** POST /api/tables: sets the total number of café tables. */
export function setTables(body: SetTablesRequest): Promise<MessageResponse> {
  return apiRequest('/tables', { method: 'POST', body, schema: messageSchema });
}

export function useSetTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTables,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tablesQueryKey }),
  });
}
