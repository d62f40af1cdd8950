import type { RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { notFoundRoute } from '@/app/routes/placeholder-route';

/**
 * Route tree of the booking host (PRODUCT D1): only the booking flow; any other path is the 404
 * page. Nothing here may import app-host code (admin, login, menu). Every screen loads lazily.
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
                (await import('@/features/booking/components/booking-flow-page')).BookingFlowPage,
            },
          },
          {
            path: 'padel-booking-show',
            lazy: {
              Component: async () =>
                (await import('@/features/booking/components/available-slots-page'))
                  .AvailableSlotsPage,
            },
          },
          // Screens built with Mantine components get its provider with their own code.
          {
            lazy: {
              Component: async () => (await import('@/components/ui/mantine-scope')).MantineScope,
            },
            children: [
              {
                path: 'success',
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/payment-success-page'))
                      .PaymentSuccessPage,
                },
              },
              {
                path: 'thank-you',
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/thank-you-page')).ThankYouPage,
                },
              },
              {
                path: 'booking-not-confirmed',
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/booking-not-confirmed-page'))
                      .BookingNotConfirmedPage,
                },
              },
              {
                path: 'my-booking/:token',
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/my-booking-page')).MyBookingPage,
                },
              },
              notFoundRoute,
            ],
          },
        ],
      },
    ],
  },
];
