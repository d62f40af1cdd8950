/** React Query keys of admin booking data; every booking change invalidates them all. */
export const adminBookingsKey = ['admin-bookings'] as const;
/** The schedule board shows the same bookings (another feature; matched by its key only). */
export const scheduleKey = ['schedule'] as const;
