import { NOTIFICATION_MESSAGES } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/lib/api-client';
import { emptyLogText, readLogParams, RETRY_FAILURE, retryFailureMessage } from './log-params';

describe("the notification log's address", () => {
  it('reads a known status and a page', () => {
    expect(readLogParams(new URLSearchParams('status=failed&page=3'))).toEqual({
      status: 'failed',
      page: 3,
    });
  });

  it('shows everything from page 1 when the address says nothing it understands', () => {
    for (const query of ['', 'status=Failed&page=0', 'status=all&page=-2', 'page=1.5', 'page=x']) {
      expect(readLogParams(new URLSearchParams(query)), query).toEqual({
        status: undefined,
        page: 1,
      });
    }
  });
});

describe('the empty log', () => {
  it('says there is nothing yet, or nothing with the chosen status', () => {
    expect(emptyLogText(undefined)).toBe('No messages yet');
    expect(emptyLogText('failed')).toBe('No failed messages');
    expect(emptyLogText('pending')).toBe('No pending messages');
  });
});

describe('a refused retry', () => {
  it("says only the server's reason for a message that is no longer failed", () => {
    const conflict = new ApiRequestError(409, {
      message: NOTIFICATION_MESSAGES.notFailed,
      code: 'CONFLICT',
    });
    expect(retryFailureMessage(conflict)).toBe(NOTIFICATION_MESSAGES.notFailed);
  });

  it('names the failure first otherwise', () => {
    const missing = new ApiRequestError(404, { message: NOTIFICATION_MESSAGES.notFound });
    expect(retryFailureMessage(missing)).toBe(`${RETRY_FAILURE} ${NOTIFICATION_MESSAGES.notFound}`);
    expect(retryFailureMessage(new ApiRequestError(500, undefined))).toBe(RETRY_FAILURE);
    expect(retryFailureMessage(new ApiNetworkError(new TypeError('offline')))).toBe(
      `${RETRY_FAILURE} Please try again.`,
    );
  });
});
