import {
  dayCloseAnswerSchema,
  tillDaySchema,
  tillMovementSchema,
  type DayCloseAnswer,
  type DayCloseRequest,
  type TillDay,
  type TillMovement,
  type TillMovementRequest,
} from '@padel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-download';

/** The day-close and Till screens' calls (docs/till.md#day-close). */

const dayCloseKey = (day: string | undefined) => ['day-close', day ?? 'current'] as const;
const tillDayKey = ['till', 'movements'] as const;

/** GET /api/day-close/{date}, or the business day now is in without one. */
export function getDayClose(
  day: string | undefined,
  signal?: AbortSignal,
): Promise<DayCloseAnswer> {
  return apiRequest(day ? `/day-close/${day}` : '/day-close', {
    schema: dayCloseAnswerSchema,
    signal,
  });
}

export const dayCloseQueryOptions = (day: string | undefined) =>
  queryOptions({ queryKey: dayCloseKey(day), queryFn: ({ signal }) => getDayClose(day, signal) });

export function useDayClose(day: string | undefined) {
  return useQuery(dayCloseQueryOptions(day));
}

/** POST /api/day-close/{date}: the blind count, and the note or acknowledgement it needs. */
export function useCloseDay(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DayCloseRequest): Promise<DayCloseAnswer> =>
      apiRequest(`/day-close/${day}`, { method: 'POST', body, schema: dayCloseAnswerSchema }),
    onSuccess: (closed) => {
      queryClient.setQueryData(dayCloseKey(day), closed);
      void queryClient.invalidateQueries({ queryKey: ['day-close'] });
      void queryClient.invalidateQueries({ queryKey: tillDayKey });
    },
  });
}

/** POST /api/till/movements: an opening float, a pay-in or a pay-out with its reason. */
export function useRecordTillMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TillMovementRequest): Promise<TillMovement> =>
      apiRequest('/till/movements', { method: 'POST', body, schema: tillMovementSchema }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['day-close'] }),
        queryClient.invalidateQueries({ queryKey: tillDayKey }),
      ]),
  });
}

/** GET /api/till/movements: the business day now is in, whether closed, and its movements. */
export function useTillDay() {
  return useQuery({
    queryKey: tillDayKey,
    queryFn: ({ signal }): Promise<TillDay> =>
      apiRequest('/till/movements', { schema: tillDaySchema, signal }),
  });
}

/** The day's report as day-close-YYYY-MM-DD.xlsx, a sheet per section. */
export const exportDayClose = (day: string) =>
  downloadApiFile(`/day-close/${day}/day-close.xlsx`, {}, `day-close-${day}.xlsx`);
