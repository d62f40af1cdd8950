import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/lib/api-client';
import { failureMessage, formErrorsFromIssues, serverFormErrors } from './form-issues';

describe('issue paths as form paths (docs/venue-settings.md#settings)', () => {
  it("drops the server's body. prefix and keeps the rest of the path", () => {
    expect(
      formErrorsFromIssues([
        { path: 'body.prices.rules.1', message: 'Price rule 2 overlaps price rule 1.' },
        { path: 'body.openingHours.2.close', message: 'A day cannot open after it closes.' },
        { path: 'body.bookingWindowDays', message: 'The booking window must be at most 365.' },
      ]),
    ).toEqual({
      'prices.rules.1': 'Price rule 2 overlaps price rule 1.',
      'openingHours.2.close': 'A day cannot open after it closes.',
      bookingWindowDays: 'The booking window must be at most 365.',
    });
  });

  it("reads zod's own paths, lists of keys, the same way", () => {
    expect(
      formErrorsFromIssues([{ path: ['prices', 'rules', 0, 'toHour'], message: 'Too early.' }]),
    ).toEqual({ 'prices.rules.0.toHour': 'Too early.' });
  });

  it('keeps the first message for a path', () => {
    expect(
      formErrorsFromIssues([
        { path: 'body.courts', message: 'first' },
        { path: 'body.courts', message: 'second' },
      ]),
    ).toEqual({ courts: 'first' });
  });

  it('gives no field errors for failures without issues', () => {
    expect(serverFormErrors(new ApiRequestError(500, { message: 'Boom' }))).toEqual({});
    expect(serverFormErrors(new ApiNetworkError(new Error('offline')))).toEqual({});
    expect(
      serverFormErrors(
        new ApiRequestError(400, {
          message: 'The base price must be at least 0.',
          code: 'VALIDATION_FAILED',
          issues: [
            { path: 'body.prices.basePrice', message: 'The base price must be at least 0.' },
          ],
        }),
      ),
    ).toEqual({ 'prices.basePrice': 'The base price must be at least 0.' });
  });

  it("says the server's message, or the fallback", () => {
    expect(failureMessage(new ApiRequestError(409, { message: 'No.' }), 'Fallback')).toBe('No.');
    expect(failureMessage(new ApiRequestError(502, undefined), 'Fallback')).toBe('Fallback');
    expect(failureMessage(new Error('x'), 'Fallback')).toBe('Fallback');
  });
});
