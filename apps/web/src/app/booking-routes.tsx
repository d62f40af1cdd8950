import type { RouteObject } from 'react-router';
import { BookingLayout } from '@/app/layouts/booking-layout';
import { RootHydrateFallback, RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { notFoundRoute } from '@/app/routes/not-found-route';
import { BookingFlowPage } from '@/features/booking/components/booking-flow-page';

/**
 * Route tree of the booking host (see docs/operations.md#hosts): the booking flow and the
 * customer's own pages, the same paths as the server's `BOOKING_HOST_PATHS`; any other path is the
 * 404 page. Nothing here may import app-host code (admin, login, menu). The booking flow, the
 * host's home, is part of the entry so its code downloads with the HTML (see
 * docs/quality.md#b5-lighthouse); every other screen loads lazily.
 */
export const bookingRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: BookingLayout,
        children: [
          { index: true, Component: BookingFlowPage },
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
              {
                path: 'find-my-booking',
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/find-my-booking-page'))
                      .FindMyBookingPage,
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
