import {
  NOTIFICATION_PAGE_SIZE,
  notificationListSchema,
  type Notification,
  type NotificationListQuery,
  type NotificationStatus,
} from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';

/** React Query key of the notification log; a retry invalidates it. */
export const notificationsKey = ['notifications'] as const;

/** Messages go from pending to sent on their own: the log follows without a reload. */
const LOG_REFRESH_MS = 30_000;

export interface NotificationLogParams {
  status: NotificationStatus | undefined;
  page: number;
}

export interface NotificationLogPage {
  notifications: Notification[];
  /** Messages matching the filter, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/notifications: one page of the log, newest first (see docs/screens.md#notification-log);
 * the total travels in the TOTAL_COUNT_HEADER.
 */
export async function getNotifications(
  params: NotificationLogParams,
  signal?: AbortSignal,
): Promise<NotificationLogPage> {
  const pageSize = NOTIFICATION_PAGE_SIZE;
  const listQuery: NotificationListQuery = {
    status: params.status,
    page: String(params.page),
    pageSize: String(pageSize),
  };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(listQuery)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const { items, total } = await apiPage(`/notifications?${query.toString()}`, {
    schema: notificationListSchema,
    signal,
  });
  return { notifications: items, total, page: params.page, pageSize };
}

export const notificationsQueryOptions = (params: NotificationLogParams) =>
  queryOptions({
    queryKey: [...notificationsKey, params],
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LOG_REFRESH_MS,
  });

export function useNotifications(params: NotificationLogParams) {
  return useQuery(notificationsQueryOptions(params));
}
