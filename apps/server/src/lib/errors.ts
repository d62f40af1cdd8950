import type { ErrorCode } from '@padel/contracts';

/** Errors the services throw; the error handler turns them into `{message, code, issues?}`. */
export interface Issue {
  path: string;
  message: string;
}

/** Its `code` is one of the contracts' `ERROR_CODES` (docs/api.md#errors). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
    /** Extra fields for the answer body, beside message and code. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code: ErrorCode = 'BAD_REQUEST', issues?: Issue[]) {
    super(400, code, message, issues);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string, code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, code: ErrorCode = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code: ErrorCode = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT', details?: Record<string, unknown>) {
    super(409, code, message, undefined, details);
  }
}

/** A service we depend on (the payment provider) cannot be reached: try again later. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string, code: ErrorCode = 'SERVICE_UNAVAILABLE') {
    super(503, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super(429, code, message);
  }
}

/** True when a database error (possibly wrapped by drizzle) is a unique-key violation. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
