import { lazy, Suspense } from 'react';

// The toast container and its transition code (about 15 KB gzip) load only on screens that can
// show a toast: the menu, the busiest first page, has none (see
// docs/quality.md#b4-first-page-javascript). Toasts live in a module-level store, so one shown just
// before a navigation appears in the next screen's host.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function NotificationsHost() {
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" autoClose={5000} limit={3} />
    </Suspense>
  );
}
