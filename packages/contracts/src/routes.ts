/**
 * The screens' addresses on each host (see docs/screens.md, docs/operations.md#hosts). The web's
 * route tables are built from these patterns and every link the server writes into a message is
 * made by `routePath` from them, so a message cannot send staff or a customer to a page that does
 * not exist (see docs/notifications.md#links).
 */
export const APP_ROUTES = {
  menu: 'menu',
  productDetail: 'product-detail/:id',
  cart: 'cart-items',
  checkout: 'checkouts',
  login: 'user/login',
  /** An e-mailed sign-in link opens here, its token in the fragment (docs/accounts.md#sign-in-links). */
  signInLink: 'user/sign-in-link',
  resetPassword: 'reset-password',
  paymentSuccess: 'success',
  paymentCancel: 'cancel',
  /** A café order by transfer: what to send, and the receipt (docs/payments.md#transfers). */
  myOrder: 'my-order/:token',
  dashboard: 'admin-dashboard',
  tables: 'total-tables',
  changePassword: 'change-password',
  bookingList: 'booking-list',
  bookingDetail: 'booking-detail/:id',
  bookingQueue: 'booking-queue',
  schedule: 'schedule',
  userList: 'user-list',
  createAdmin: 'create-admin',
  editUser: 'edit-user/:id',
  sources: 'redirection-sources',
  orderList: 'order-list',
  /** Staff take a café order at the counter (docs/screens.md#new-order). */
  newOrder: 'new-order',
  notifications: 'notifications',
  auditLog: 'audit-log',
  settings: 'settings',
  closures: 'closures',
  addMenu: 'add-menu',
  walkIn: 'walk-in',
  /** Staff book a regular's weekly series (docs/screens.md#new-series). */
  seriesList: 'booking-series',
  seriesNew: 'booking-series/new',
  seriesDetail: 'booking-series/:id',
  blockedContacts: 'blocked-contacts',
  customers: 'customers',
  customerProfile: 'customers/:phone',
  /** Staff's requests for the owner's prices and tags (docs/prices.md#owner-prices). */
  approvals: 'approvals',
  /** Advances by transfer for staff to check (docs/payments.md#transfers). */
  transfers: 'transfers',
  /** The owner's takings by day, week and month (docs/till.md#revenue). */
  revenue: 'revenue',
  /** Closing the business day: the till's report and the blind count (docs/till.md#day-close). */
  dayClose: 'day-close',
  /** The drawer's opening float, pay-ins and pay-outs (docs/till.md#day-close). */
  till: 'till',
  /** The refunds due until done, and how the done ones went back (docs/payments.md#refunds-to-follow). */
  refunds: 'refunds',
} as const;

/** The booking host's screens: `home` is `/`; any other path is its 404 page. */
export const BOOKING_ROUTES = {
  home: '',
  slots: 'padel-booking-show',
  paymentSuccess: 'success',
  thankYou: 'thank-you',
  notConfirmed: 'booking-not-confirmed',
  myBooking: 'my-booking/:token',
  findMyBooking: 'find-my-booking',
  /** A café hour shown BOOKED links here with its date and hour (docs/bookings.md#queue). */
  joinQueue: 'join-queue',
} as const;

/** `booking-detail/:id` with `{ id: 7 }` -> `/booking-detail/7` (each value URI-encoded). */
export function routePath(pattern: string, params: Record<string, string | number> = {}): string {
  const filled = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  return `/${filled}`;
}

/** Whether `path` (no query) is an address of the screen `pattern` names; a final `/` is allowed. */
export function matchesRoute(pattern: string, path: string): boolean {
  const segments = pattern === '' ? [] : pattern.split('/');
  const wanted = path.replace(/^\/|\/$/g, '');
  const parts = wanted === '' ? [] : wanted.split('/');
  return (
    parts.length === segments.length &&
    segments.every((segment, i) => segment.startsWith(':') || segment === parts[i])
  );
}
