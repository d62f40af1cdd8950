import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { redirectSignedInAdmin, requireAdmin } from '@/app/guards';
import { RootHydrateFallback, RootLayout } from '@/app/layouts/root-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RouteError } from '@/app/route-error';
import { notFoundRoute } from '@/app/routes/not-found-route';
import { loadProducts } from '@/features/menu/api/get-products';
import { MenuPage } from '@/features/menu/components/menu-page';

/**
 * Route tree of the app host (menu, shop, login, admin). The menu, the host's home and the page
 * most visitors open first, is part of the entry: its code downloads with the HTML instead of
 * after the router has started (see docs/quality.md#b5-lighthouse). Every other layout and screen
 * is loaded lazily.
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      // `element: null` only silences the router's empty-leaf warning: the loader redirects first.
      { index: true, loader: () => redirect('/menu'), element: null },

      // Public shop screens with the public header.
      {
        Component: PublicLayout,
        children: [
          {
            path: 'menu',
            loader: () => loadProducts(queryClient),
            // Choosing a category changes the query string; the products are already there.
            shouldRevalidate: () => false,
            Component: MenuPage,
          },
          {
            path: 'product-detail/:id',
            lazy: {
              Component: async () =>
                (await import('@/features/menu/components/product-detail-page')).ProductDetailPage,
            },
          },
          {
            path: 'cart-items',
            lazy: {
              Component: async () =>
                (await import('@/features/cart/components/cart-page')).CartPage,
            },
          },
          {
            path: 'checkouts',
            lazy: {
              Component: async () =>
                (await import('@/features/cart/components/checkout-page')).CheckoutPage,
            },
          },
        ],
      },

      // Public screens without a header.
      {
        lazy: {
          Component: async () => (await import('@/app/layouts/plain-layout')).PlainLayout,
        },
        children: [
          {
            path: 'user/login',
            loader: redirectSignedInAdmin,
            lazy: {
              Component: async () =>
                (await import('@/features/auth/components/login-page')).LoginPage,
            },
          },
          {
            path: 'reset-password',
            lazy: {
              Component: async () =>
                (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
            },
          },
          // Where the card payment provider returns a café customer (see
          // docs/screens.md#payment-results).
          {
            path: 'success',
            lazy: {
              Component: async () =>
                (await import('@/features/cart/components/payment-result-pages'))
                  .OrderPaymentSuccessPage,
            },
          },
          {
            path: 'cancel',
            lazy: {
              Component: async () =>
                (await import('@/features/cart/components/payment-result-pages'))
                  .OrderPaymentCancelPage,
            },
          },
          notFoundRoute,
        ],
      },

      // Admin screens: the guard runs on every navigation, not only the first.
      {
        id: 'admin',
        loader: requireAdmin,
        shouldRevalidate: () => true,
        lazy: {
          Component: async () => (await import('@/app/layouts/admin-layout')).AdminLayout,
        },
        children: [
          {
            path: 'admin-dashboard',
            lazy: {
              Component: async () =>
                (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
            },
          },
          {
            path: 'total-tables',
            lazy: {
              Component: async () =>
                (await import('@/features/tables/components/tables-page')).TablesPage,
            },
          },
          {
            path: 'change-password',
            lazy: {
              Component: async () =>
                (await import('@/features/auth/components/change-password-page'))
                  .ChangePasswordPage,
            },
          },
          {
            path: 'booking-list',
            lazy: {
              Component: async () =>
                (await import('@/features/admin-bookings/components/booking-list-page'))
                  .BookingListPage,
            },
          },
          {
            path: 'booking-detail/:id',
            lazy: {
              Component: async () =>
                (await import('@/features/admin-bookings/components/booking-detail-page'))
                  .BookingDetailPage,
            },
          },
          {
            path: 'booking-queue',
            lazy: {
              Component: async () =>
                (await import('@/features/booking-queue/components/booking-queue-page'))
                  .BookingQueuePage,
            },
          },
          {
            path: 'schedule',
            lazy: {
              Component: async () =>
                (await import('@/features/schedule/components/schedule-page')).SchedulePage,
            },
          },
          {
            path: 'user-list',
            lazy: {
              Component: async () =>
                (await import('@/features/accounts/components/user-list-page')).UserListPage,
            },
          },
          {
            path: 'create-admin',
            lazy: {
              Component: async () =>
                (await import('@/features/accounts/components/create-admin-page')).CreateAdminPage,
            },
          },
          {
            path: 'edit-user/:id',
            lazy: {
              Component: async () =>
                (await import('@/features/accounts/components/edit-user-page')).EditUserPage,
            },
          },
          {
            path: 'redirection-sources',
            lazy: {
              Component: async () =>
                (await import('@/features/sources/components/sources-page')).SourcesPage,
            },
          },
          {
            path: 'order-list',
            lazy: {
              Component: async () =>
                (await import('@/features/orders/components/order-list-page')).OrderListPage,
            },
          },
          {
            path: 'notifications',
            lazy: {
              Component: async () =>
                (await import('@/features/notifications/components/notification-log-page'))
                  .NotificationLogPage,
            },
          },
          {
            path: 'audit-log',
            lazy: {
              Component: async () =>
                (await import('@/features/audit/components/audit-log-page')).AuditLogPage,
            },
          },
          // The venue's own rules (see docs/venue-settings.md).
          {
            path: 'settings',
            lazy: {
              Component: async () =>
                (await import('@/features/venue-settings/components/settings-page')).SettingsPage,
            },
          },
          {
            path: 'closures',
            lazy: {
              Component: async () =>
                (await import('@/features/venue-settings/components/closures-page')).ClosuresPage,
            },
          },
          {
            path: 'add-menu',
            lazy: {
              Component: async () =>
                (await import('@/features/menu-admin/components/add-menu-page')).AddMenuPage,
            },
          },
        ],
      },
    ],
  },
];
