import {
  NOTIFICATION_PAGE_SIZE_MAX,
  type Attention,
  type Notification,
  type NotificationKind,
  type NotificationStatus,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './admin-bookings';
import { appUrl } from './browser';

/** Data helpers for the notification flows: the log and the attention counts through the API. */

/** The newest messages to `recipient` (the log's last page size's worth), newest first. */
export async function notificationsTo(token: string, recipient: string): Promise<Notification[]> {
  const { status, body } = await api<Notification[]>(
    token,
    `/notifications?pageSize=${NOTIFICATION_PAGE_SIZE_MAX}`,
  );
  expect(status).toBe(200);
  return body.filter((notification) => notification.recipient === recipient);
}

/**
 * Waits until the log holds a `kind` message to `recipient` with `status` (any status when not
 * given): messages are written with the change that causes them and sent a moment later.
 */
export async function waitForNotification(
  token: string,
  want: { recipient: string; kind: NotificationKind; status?: NotificationStatus },
): Promise<Notification> {
  let found: Notification | undefined;
  await expect
    .poll(
      async () => {
        const messages = await notificationsTo(token, want.recipient);
        found = messages.find(
          (message) =>
            message.kind === want.kind && (!want.status || message.status === want.status),
        );
        return found !== undefined;
      },
      { timeout: 30_000, message: `${want.kind} to ${want.recipient} (${want.status ?? 'any'})` },
    )
    .toBe(true);
  return found!;
}

export async function getAttention(token: string): Promise<Attention> {
  const { status, body } = await api<Attention>(token, '/attention');
  expect(status).toBe(200);
  return body;
}

/** Opens the notification log, optionally filtered, and waits for its first answer. */
export async function openNotificationLog(page: Page, query = ''): Promise<void> {
  await page.goto(appUrl(`/notifications${query}`));
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await expect.poll(() => page.getByText('Loading messages...').count()).toBe(0);
}

/** `2026-11-25` -> `25/11/2026`, the list dates' form (docs/screens.md#look-and-feel). */
export function listDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
