import type { BookingRequestValue, ErrorCode } from '@padel/contracts';
import { BadRequestError, ConflictError } from '../../lib/errors';

/** A 400 naming the body field the rule refused, with the rule's code and words. */
export const refused = (code: ErrorCode, message: string, field: string) =>
  new BadRequestError(message, code, [{ path: `body.${field}`, message }]);

/** Thrown inside a transaction when an hour has no free café table: it rolls back, then 409. */
export class TablesFull extends Error {}

/** The 409 of a taken slot or a full café (see docs/bookings.md#holds). */
export function conflict(
  input: Pick<BookingRequestValue, 'bookingType' | 'selectedDate'>,
  code: 'SLOT_TAKEN' | 'TABLES_FULL',
  message: string,
) {
  return new ConflictError(message, code, {
    status: 409,
    bookingType: input.bookingType,
    selectedDate: input.selectedDate,
  });
}
