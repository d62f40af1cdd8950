import type { BookingConflictCode, BookingRequestValue, ErrorCode } from '@padel/contracts';
import { BadRequestError, ConflictError, type AppError } from '../../lib/errors';

/**
 * A booking rule's refusal as a value: the 400 or 409 it answers when it is thrown. A caller that
 * books many dates (a series, docs/bookings.md#series) reads each date's refusal by its code and
 * goes on; one that books one date throws it (`unwrap`), answering as before.
 */
export interface Refusal {
  readonly status: 400 | 409;
  readonly code: ErrorCode;
  readonly message: string;
  /** The body field a 400 names in its issues. */
  readonly field?: string;
  /** A 409's fields beside message and code. */
  readonly details?: Record<string, unknown>;
}

/** What an attempt at a booking's move came to: its value, or the rule's refusal. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const done = <T>(value: T): Attempt<T> => ({ ok: true, value });

export const refuse = (refusal: Refusal): Attempt<never> => ({ ok: false, refusal });

/** The error a refusal answers with when it is thrown. */
export function refusalError(refusal: Refusal): AppError {
  const { code, message, field } = refusal;
  if (refusal.status === 409) return new ConflictError(message, code, refusal.details);
  return new BadRequestError(
    message,
    code,
    field ? [{ path: `body.${field}`, message }] : undefined,
  );
}

/** The attempt's value, or its refusal thrown. */
export function unwrap<T>(attempt: Attempt<T>): T {
  if (attempt.ok) return attempt.value;
  throw refusalError(attempt.refusal);
}

/** A 400 naming the body field the rule refused, with the rule's code and words. */
export const fieldRefusal = (code: ErrorCode, message: string, field: string): Refusal => ({
  status: 400,
  code,
  message,
  field,
});

/** `fieldRefusal`, thrown. */
export const refused = (code: ErrorCode, message: string, field: string) =>
  refusalError(fieldRefusal(code, message, field));

/** Thrown inside a transaction when an hour has no free café table: it rolls back, then 409. */
export class TablesFull extends Error {}

/** The 409 of a taken slot or a full café (see docs/bookings.md#holds). */
export const conflictRefusal = (
  input: Pick<BookingRequestValue, 'bookingType' | 'selectedDate'>,
  code: BookingConflictCode,
  message: string,
): Refusal => ({
  status: 409,
  code,
  message,
  details: { status: 409, bookingType: input.bookingType, selectedDate: input.selectedDate },
});

/** `conflictRefusal`, thrown. */
export const conflict = (
  input: Pick<BookingRequestValue, 'bookingType' | 'selectedDate'>,
  code: BookingConflictCode,
  message: string,
) => refusalError(conflictRefusal(input, code, message));
