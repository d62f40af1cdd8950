import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/lib/api-client';
import { FIND_MY_BOOKING_FAILURE, findMyBookingFailure } from './find-my-booking';

describe('where a find-my-booking failure shows', () => {
  it('puts a refused e-mail on the field, with the issue or the answer message', () => {
    const withIssue = new ApiRequestError(400, {
      message: 'Invalid request',
      code: 'VALIDATION',
      issues: [{ path: 'body.email', message: 'Please enter a valid e-mail.' }],
    });
    expect(findMyBookingFailure(withIssue)).toEqual({ email: 'Please enter a valid e-mail.' });
    const sameMessage = new ApiRequestError(400, {
      message: 'Please enter a valid e-mail.',
      issues: [{ path: 'body.email', message: 'Please enter a valid e-mail.' }],
    });
    expect(findMyBookingFailure(sameMessage)).toEqual({ email: 'Please enter a valid e-mail.' });
    const noIssues = new ApiRequestError(400, { message: 'Please enter your e-mail.' });
    expect(findMyBookingFailure(noIssues)).toEqual({ email: 'Please enter your e-mail.' });
  });

  it("shows the rate limit's message below the form", () => {
    const limited = new ApiRequestError(429, { message: 'Too many requests, try again later.' });
    expect(findMyBookingFailure(limited)).toEqual({ alert: 'Too many requests, try again later.' });
  });

  it('falls back to its own words when the server said nothing', () => {
    expect(findMyBookingFailure(new ApiRequestError(500, undefined))).toEqual({
      alert: FIND_MY_BOOKING_FAILURE,
    });
    expect(findMyBookingFailure(new ApiNetworkError(new TypeError('offline')))).toEqual({
      alert: FIND_MY_BOOKING_FAILURE,
    });
  });
});
