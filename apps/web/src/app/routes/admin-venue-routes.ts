import { APP_ROUTES } from '@padel/contracts';
import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-route';

/** The admin screens of the venue as a whole: the dashboard, its records and its own rules. */
export const adminVenueRoutes: RouteObject[] = [
  lazyScreen(
    APP_ROUTES.dashboard,
    () => import('@/features/dashboard/components/dashboard-page'),
    (screen) => screen.DashboardPage,
  ),
  lazyScreen(
    APP_ROUTES.sources,
    () => import('@/features/sources/components/sources-page'),
    (screen) => screen.SourcesPage,
  ),
  // The owner's takings from the ledger (see docs/till.md#revenue).
  lazyScreen(
    APP_ROUTES.revenue,
    () => import('@/features/revenue/components/revenue-page'),
    (screen) => screen.RevenuePage,
  ),
  lazyScreen(
    APP_ROUTES.notifications,
    () => import('@/features/notifications/components/notification-log-page'),
    (screen) => screen.NotificationLogPage,
  ),
  lazyScreen(
    APP_ROUTES.auditLog,
    () => import('@/features/audit/components/audit-log-page'),
    (screen) => screen.AuditLogPage,
  ),
  // The venue's own rules (see docs/venue-settings.md).
  lazyScreen(
    APP_ROUTES.settings,
    () => import('@/features/venue-settings/components/settings-page'),
    (screen) => screen.SettingsPage,
  ),
  lazyScreen(
    APP_ROUTES.closures,
    () => import('@/features/venue-settings/components/closures-page'),
    (screen) => screen.ClosuresPage,
  ),
];
