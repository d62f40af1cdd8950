import type { RouteObject } from 'react-router';
import { requireAdmin } from '@/app/guards';
import { adminAccountRoutes } from './admin-account-routes';
import { adminBookingRoutes } from './admin-booking-routes';
import { adminCafeRoutes } from './admin-cafe-routes';
import { adminVenueRoutes } from './admin-venue-routes';
import { lazyLayout } from './lazy-route';

/** Admin screens in the admin layout: the guard runs on every navigation, not only the first. */
export const adminRoutes: RouteObject = {
  id: 'admin',
  loader: requireAdmin,
  shouldRevalidate: () => true,
  ...lazyLayout(
    () => import('@/app/layouts/admin-layout'),
    (layout) => layout.AdminLayout,
    [...adminVenueRoutes, ...adminBookingRoutes, ...adminCafeRoutes, ...adminAccountRoutes],
  ),
};
