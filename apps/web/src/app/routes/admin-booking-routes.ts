import { APP_ROUTES } from '@padel/contracts';
import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-route';

/**
 * The admin screens of bookings: the list, walk-ins, a booking, blocked contacts, customers, the
 * queue.
 */
export const adminBookingRoutes: RouteObject[] = [
  lazyScreen(
    APP_ROUTES.bookingList,
    () => import('@/features/admin-bookings/components/booking-list-page'),
    (screen) => screen.BookingListPage,
  ),
  // Staff book a walk-in at the counter (see docs/bookings.md#walk-ins).
  lazyScreen(
    APP_ROUTES.walkIn,
    () => import('@/features/admin-bookings/components/walk-in-page'),
    (screen) => screen.WalkInPage,
  ),
  // Staff book a regular's weekly series and manage its dates (docs/screens.md#new-series).
  lazyScreen(
    APP_ROUTES.seriesList,
    () => import('@/features/admin-bookings/components/series-list-page'),
    (screen) => screen.SeriesListPage,
  ),
  lazyScreen(
    APP_ROUTES.seriesNew,
    () => import('@/features/admin-bookings/components/series-new-page'),
    (screen) => screen.SeriesNewPage,
  ),
  lazyScreen(
    APP_ROUTES.seriesDetail,
    () => import('@/features/admin-bookings/components/series-page'),
    (screen) => screen.SeriesPage,
  ),
  lazyScreen(
    APP_ROUTES.bookingDetail,
    () => import('@/features/admin-bookings/components/booking-detail-page'),
    (screen) => screen.BookingDetailPage,
  ),
  // Staff cancel a stranger's bookings at once and block contacts
  // (docs/screens.md#blocked-contacts).
  lazyScreen(
    APP_ROUTES.blockedContacts,
    () => import('@/features/contact-checks/components/blocked-contacts-page'),
    (screen) => screen.BlockedContactsPage,
  ),
  // One customer across court and café (docs/screens.md#customers).
  lazyScreen(
    APP_ROUTES.customers,
    () => import('@/features/customers/components/customers-page'),
    (screen) => screen.CustomersPage,
  ),
  lazyScreen(
    APP_ROUTES.customerProfile,
    () => import('@/features/customers/components/customer-profile-page'),
    (screen) => screen.CustomerProfilePage,
  ),
  // Staff's requests for the owner's prices and tags (docs/screens.md#approvals).
  lazyScreen(
    APP_ROUTES.approvals,
    () => import('@/features/approvals/components/approvals-page'),
    (screen) => screen.ApprovalsPage,
  ),
  // Advances by transfer for staff to check (docs/payments.md#transfers).
  lazyScreen(
    APP_ROUTES.transfers,
    () => import('@/features/admin-bookings/components/transfers-page'),
    (screen) => screen.TransfersPage,
  ),
  lazyScreen(
    APP_ROUTES.bookingQueue,
    () => import('@/features/booking-queue/components/booking-queue-page'),
    (screen) => screen.BookingQueuePage,
  ),
  lazyScreen(
    APP_ROUTES.schedule,
    () => import('@/features/schedule/components/schedule-page'),
    (screen) => screen.SchedulePage,
  ),
];
