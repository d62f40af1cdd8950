import { APP_ROUTES } from '@padel/contracts';
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
            path: APP_ROUTES.menu,
            loader: () => loadProducts(queryClient),
            // Choosing a category changes the query string; the products are already there.
            shouldRevalidate: () => false,
            Component: MenuPage,
          },
          {
            path: APP_ROUTES.productDetail,
            lazy: {
              Component: async () =>
                (await import('@/features/menu/components/product-detail-page')).ProductDetailPage,
            },
          },
          {
            path: APP_ROUTES.cart,
            lazy: {
              Component: async () =>
                (await import('@/features/cart/components/cart-page')).CartPage,
            },
          },
          {
            path: APP_ROUTES.checkout,
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
            path: APP_ROUTES.login,
            loader: redirectSignedInAdmin,
            lazy: {
              Component: async () =>
                (await import('@/features/auth/components/login-page')).LoginPage,
            },
          },
          {
            path: APP_ROUTES.resetPassword,
            lazy: {
              Component: async () =>
                (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
            },
          },
          // Where the card payment provider returns a café customer (see
          // docs/screens.md#payment-results).
          {
            path: APP_ROUTES.paymentSuccess,
            lazy: {
              Component: async () =>
                (await import('@/features/cart/components/payment-result-pages'))
                  .OrderPaymentSuccessPage,
            },
          },
          {
            path: APP_ROUTES.paymentCancel,
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
            path: APP_ROUTES.dashboard,
            lazy: {
              Component: async () =>
                (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
            },
          },
          {
            path: APP_ROUTES.tables,
            lazy: {
              Component: async () =>
                (await import('@/features/tables/components/tables-page')).TablesPage,
            },
          },
          {
            path: APP_ROUTES.changePassword,
            lazy: {
              Component: async () =>
                (await import('@/features/auth/components/change-password-page'))
                  .ChangePasswordPage,
            },
          },
          {
            path: APP_ROUTES.bookingList,
            lazy: {
              Component: async () =>
                (await import('@/features/admin-bookings/components/booking-list-page'))
                  .BookingListPage,
            },
          },
          // Staff book a walk-in at the counter (see docs/bookings.md#walk-ins).
          {
            path: APP_ROUTES.walkIn,
            lazy: {
              Component: async () =>
                (await import('@/features/admin-bookings/components/walk-in-page')).WalkInPage,
            },
          },
          {
            path: APP_ROUTES.bookingDetail,
            lazy: {
              Component: async () =>
                (await import('@/features/admin-bookings/components/booking-detail-page'))
                  .BookingDetailPage,
            },
          },
          // Staff cancel a stranger's bookings at once and block contacts
          // (docs/screens.md#blocked-contacts).
          {
            path: APP_ROUTES.blockedContacts,
            lazy: {
              Component: async () =>
                (await import('@/features/contact-checks/components/blocked-contacts-page'))
                  .BlockedContactsPage,
            },
          },
          {
            path: APP_ROUTES.bookingQueue,
            lazy: {
              Component: async () =>
                (await import('@/features/booking-queue/components/booking-queue-page'))
                  .BookingQueuePage,
            },
          },
          {
            path: APP_ROUTES.schedule,
            lazy: {
              Component: async () =>
                (await import('@/features/schedule/components/schedule-page')).SchedulePage,
            },
          },
          {
            path: APP_ROUTES.userList,
            lazy: {
              Component: async () =>
                (await import('@/features/accounts/components/user-list-page')).UserListPage,
            },
          },
          {
            path: APP_ROUTES.createAdmin,
            lazy: {
              Component: async () =>
                (await import('@/features/accounts/components/create-admin-page')).CreateAdminPage,
            },
          },
          {
            path: APP_ROUTES.editUser,
            lazy: {
              Component: async () =>
                (await import('@/features/accounts/components/edit-user-page')).EditUserPage,
            },
          },
          {
            path: APP_ROUTES.sources,
            lazy: {
              Component: async () =>
                (await import('@/features/sources/components/sources-page')).SourcesPage,
            },
          },
          {
            path: APP_ROUTES.orderList,
            lazy: {
              Component: async () =>
                (await import('@/features/orders/components/order-list-page')).OrderListPage,
            },
          },
          {
            path: APP_ROUTES.notifications,
            lazy: {
              Component: async () =>
                (await import('@/features/notifications/components/notification-log-page'))
                  .NotificationLogPage,
            },
          },
          {
            path: APP_ROUTES.auditLog,
            lazy: {
              Component: async () =>
                (await import('@/features/audit/components/audit-log-page')).AuditLogPage,
            },
          },
          // The venue's own rules (see docs/venue-settings.md).
          {
            path: APP_ROUTES.settings,
            lazy: {
              Component: async () =>
                (await import('@/features/venue-settings/components/settings-page')).SettingsPage,
            },
          },
          {
            path: APP_ROUTES.closures,
            lazy: {
              Component: async () =>
                (await import('@/features/venue-settings/components/closures-page')).ClosuresPage,
            },
          },
          {
            path: APP_ROUTES.addMenu,
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
