import type { RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { notFoundRoute, placeholderRoute } from '@/app/routes/placeholder-route';

/**
 * Route tree of the booking host (PRODUCT D1): only the booking flow; any other path is the 404
 * page. Nothing here may import app-host code (admin, login, menu).
 */
export const bookingRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: {
          Component: async () => (await import('@/app/layouts/booking-layout')).BookingLayout,
        },
        children: [
          {
            index: true,
            lazy: {
              Component: async () =>
                (await import('@/features/booking/components/booking-home-page')).BookingHomePage,
            },
          },
          placeholderRoute('padel-booking-show', 'Court booking'),
          placeholderRoute('success', 'Payment success'),
          placeholderRoute('thank-you', 'Thank you'),
          placeholderRoute('booking-not-confirmed', 'Booking not confirmed'),
          placeholderRoute('my-booking/:token', 'My booking'),
          notFoundRoute,
        ],
      },
    ],
  },
];
