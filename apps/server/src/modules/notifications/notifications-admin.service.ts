import { NOTIFICATION_MESSAGES, type Notification } from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import {
  findNotification,
  listNotifications,
  requeueFailed,
  type NotificationLogRow,
} from './notifications.repo';

const toNotification = (row: NotificationLogRow): Notification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** One page of the notification log (see docs/notifications.md#log), newest first. */
export async function notificationLog(
  db: Database,
  query: { status?: Notification['status']; page: number; pageSize: number },
): Promise<{ notifications: Notification[]; total: number }> {
  const { rows, total } = await listNotifications(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { notifications: rows.map(toNotification), total };
}

/** Sends a failed message again, with a new day of retries; only a failed one (409 otherwise). */
export async function retryNotification(db: Database, id: number) {
  const row = await requeueFailed(db, id);
  if (!row) {
    if (!(await findNotification(db, id))) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
    throw new ConflictError(NOTIFICATION_MESSAGES.notFailed, 'NOT_FAILED');
  }
  return { message: NOTIFICATION_MESSAGES.retried, notification: toNotification(row) };
}
