import { APP_ROUTES } from '@padel/contracts';
import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-route';

/** The admin screens of the café and the till: its tables, the orders and the counter's New order, the menu, the till and the day close. */
export const adminCafeRoutes: RouteObject[] = [
  lazyScreen(
    APP_ROUTES.tables,
    () => import('@/features/tables/components/tables-page'),
    (screen) => screen.TablesPage,
  ),
  lazyScreen(
    APP_ROUTES.orderList,
    () => import('@/features/orders/components/order-list-page'),
    (screen) => screen.OrderListPage,
  ),
  lazyScreen(
    APP_ROUTES.newOrder,
    () => import('@/features/orders/components/new-order-page'),
    (screen) => screen.NewOrderPage,
  ),
  lazyScreen(
    APP_ROUTES.addMenu,
    () => import('@/features/menu-admin/components/add-menu-page'),
    (screen) => screen.AddMenuPage,
  ),
  // Closing the business day (docs/till.md#day-close): owner and staff.
  lazyScreen(
    APP_ROUTES.dayClose,
    () => import('@/features/day-close/components/day-close-page'),
    (screen) => screen.DayClosePage,
  ),
  // The drawer's own movements (docs/till.md#day-close): owner and staff.
  lazyScreen(
    APP_ROUTES.till,
    () => import('@/features/day-close/components/till-page'),
    (screen) => screen.TillPage,
  ),
  // The refunds to follow (docs/payments.md#refunds-to-follow): owner and staff.
  lazyScreen(
    APP_ROUTES.refunds,
    () => import('@/features/refunds/components/refunds-page'),
    (screen) => screen.RefundsPage,
  ),
];
