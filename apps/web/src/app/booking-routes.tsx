import { BOOKING_ROUTES } from '@padel/contracts';
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
            path: BOOKING_ROUTES.slots,
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
                path: BOOKING_ROUTES.paymentSuccess,
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/payment-success-page'))
                      .PaymentSuccessPage,
                },
              },
              {
                path: BOOKING_ROUTES.thankYou,
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/thank-you-page')).ThankYouPage,
                },
              },
              {
                path: BOOKING_ROUTES.notConfirmed,
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/booking-not-confirmed-page'))
                      .BookingNotConfirmedPage,
                },
              },
              {
                path: BOOKING_ROUTES.joinQueue,
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/join-queue-page')).JoinQueuePage,
                },
              },
              {
                path: BOOKING_ROUTES.myBooking,
                lazy: {
                  Component: async () =>
                    (await import('@/features/booking/components/my-booking-page')).MyBookingPage,
                },
              },
              {
                path: BOOKING_ROUTES.findMyBooking,
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
