/** Business constants of the product's rules (see docs/README.md), shared by server and web. */

export const CURRENCY = 'PKR';

export const BOOKING_TYPES = ['Padel', 'Table'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const COURTS = ['Court 1', 'Court 2'] as const;
export type Court = (typeof COURTS)[number];
export const COURT_NAMES: Record<Court, string> = {
  'Court 1': 'Blue Court',
  'Court 2': 'Purple Court',
};

/** Something for each court, keyed by it: the day's held hours, closed hours, schedule column. */
export const perCourt = <T>(of: (court: Court) => T): Record<Court, T> => ({
  [COURTS[0]]: of(COURTS[0]),
  [COURTS[1]]: of(COURTS[1]),
});

export const BOOKING_STATUSES = [
  'Pending',
  'Booking Confirmed',
  'arrived',
  'Booking Cancelled',
  /** A confirmed booking nobody marked arrived by its end (docs/bookings.md#no-show). */
  'No-show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_TYPES = ['PayLater', 'PayViaCash', 'PayViaCard', 'PayViaOnline'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const REMAINING_PAYMENT_TYPES = ['PayViaCash', 'PayViaCard', 'PayViaOnline'] as const;
export type RemainingPaymentType = (typeof REMAINING_PAYMENT_TYPES)[number];

export const PAYMENT_STATUSES = ['UnPaid', '50%Paid', '100%Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const BOOKING_SOURCES = ['online', 'in-person'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * Stored roles (see docs/accounts.md#roles): `admin` is the owner (the spec's value, kept in
 * tokens and answers), `staff` run the day; `user` and `moderator` are labels without access.
 * What each may do is in roles.ts.
 */
export const USER_ROLES = ['admin', 'staff', 'user', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const SOURCE_CATEGORIES = ['Facebook', 'Instagram', 'Other'] as const;
export type SourceCategory = (typeof SOURCE_CATEGORIES)[number];

export const DELIVERY_TYPES = ['deliver', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
/** How a customer pays an online order: on delivery or pickup, by card, or by a transfer staff check. */
export const ORDER_PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
/**
 * A café order's life (see docs/cafe.md#order-statuses): a card order is `Awaiting payment` until
 * the provider's verified event (one by transfer until staff accept it), then `Pending` like a
 * cash order; `Expired` when its checkout
 * ends unpaid; staff send it (`Sent`) or cancel it with a reason (`Cancelled`).
 */
export const ORDER_STATUSES = [
  'Awaiting payment',
  'Pending',
  'Sent',
  'Cancelled',
  'Expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The kitchen's list: what `GET /api/get-order` shows without a status filter. */
export const KITCHEN_ORDER_STATUSES = [
  'Pending',
  'Sent',
  'Cancelled',
] as const satisfies readonly OrderStatus[];
/** A café order's payment: a card order is `unpaid` until the provider says it is paid. */
export const ORDER_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
/**
 * Where a café order was taken (docs/till.md#counter-orders): online (the shop) or by staff at the
 * counter, for a table or a name.
 */
export const ORDER_SOURCES = ['online', 'counter'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const MENU_CATEGORIES = [
  'Hot Beverages',
  'Frappés',
  'Smoothies',
  'Desserts',
  'Signature Fresh Juices',
  'Soft Drinks & Water',
] as const;

export const PADEL_MAX_GUESTS = 4;
/** A café table booking's guests: a number that fits the column and a real party. */
export const TABLE_MAX_GUESTS = 50;
export const MIN_GUESTS = 1;
export const MIN_TABLES = 1;
/** The most café tables a venue may set (the Tables screen and its call). */
export const MAX_TABLES = 500;
export const ADVANCE_RATE = 0.5;
/** The advance as customers read it: "50%". */
export const ADVANCE_PERCENT = Math.round(ADVANCE_RATE * 100);

export const BOOKING_LIST_PAGE_SIZES = [15, 20, 30, 40] as const;

/**
 * The response header that carries how many items a paged list has in all (see docs/api.md#lists).
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * Order limits. Here rather than beside the order schemas: the menu's first page reads them, and
 * a module with schemas would bring zod along (see docs/quality.md#b4-first-page-javascript).
 */
export const MAX_ORDER_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
/** The largest order total (PKR) taken online; a bigger order is arranged with the venue. */
export const MAX_ORDER_TOTAL = 1_000_000;

/** Client timings of docs/bookings.md#booking-flow, in milliseconds. */
export const TIMINGS = {
  bookedSlotsPollMs: 5000,
  dateCheckMs: 60_000,
  notificationSoundMs: 3000,
  cartBadgeRefreshMs: 1000,
  successTickMs: 2000,
  carouselMs: 5000,
} as const;

/** Browser storage keys of docs/accounts.md#browser-session. */
export const STORAGE_KEYS = {
  token: 'token',
  rememberMe: 'rememberMe',
  rememberedEmail: 'rememberedEmail',
  cart: 'cart',
} as const;

/**
 * The link from the AVAILABLE SLOTS page to the booking form (see docs/screens.md#available-slots):
 * these query parameters pre-fill the form. The queue's e-mail links to a café day with them too.
 */
export const BOOKING_LINK_PARAMS = {
  bookingTypes: 'bookingTypes',
  isPadelSelected: 'isPadelSelected',
  isTableSelected: 'isTableSelected',
  isSlotsSectionShow: 'isSlotsSectionShow',
  selectedCourt: 'selectedCourt',
  formattedDate: 'formattedDate',
  selectedSlotTime: 'selectedSlotTime',
  totalPrice: 'totalPrice',
  /** The party's size, carried by "Book the same time next week" (docs/screens.md#after-booking). */
  numberOfGuests: 'numberOfGuests',
} as const;
