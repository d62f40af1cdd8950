import { givenAdmin } from './given/admin';
import { givenBooking } from './given/booking';
import { givenClosure } from './given/closure';
import { givenOrder } from './given/order';
import { givenTrustedCustomer } from './given/trusted-customer';

/**
 * State a test starts from, written straight to the database (`t.app.db`) rather than walked
 * through the flows that make it: those flows have their own tests, and a row is made in a
 * fraction of a request's time. A test ABOUT a flow still calls it (test/book-through-api.ts).
 * Dates default to the one test clock (docs/quality.md#one-clock); ADR 033.
 */
export const given = {
  booking: givenBooking,
  order: givenOrder,
  closure: givenClosure,
  admin: givenAdmin,
  trustedCustomer: givenTrustedCustomer,
};
