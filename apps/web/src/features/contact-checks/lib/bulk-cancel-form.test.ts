import { CONTACT_CHECK_MESSAGES } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import {
  bulkCancelRequest,
  cancelLabel,
  emptyFilters,
  failureProblems,
  previewText,
  requestProblems,
  sameFilters,
} from './bulk-cancel-form';

const ZONE = 'Asia/Karachi';

describe('the bulk cancel request', () => {
  it('leaves blank filters out and reads the window in venue time', () => {
    const filters = {
      contact: ' 0300 1234567 ',
      address: '',
      createdFrom: '2030-02-04T10:30',
      createdTo: '',
    };
    expect(bulkCancelRequest(filters, ZONE, { dryRun: true })).toEqual({
      contact: '0300 1234567',
      createdFrom: '2030-02-04T05:30:00.000Z',
      dryRun: true,
    });
  });

  it('carries the reason and the choice to tell the customers only when cancelling', () => {
    const filters = { ...emptyFilters('203.0.113.0/24') };
    expect(
      bulkCancelRequest(filters, ZONE, { dryRun: false, reason: ' Spam ', notifyCustomers: false }),
    ).toEqual({ address: '203.0.113.0/24', dryRun: false, reason: 'Spam', notifyCustomers: false });
  });

  it('sends a time it cannot read as typed, so the server refuses it rather than cancel more', () => {
    const filters = { ...emptyFilters('203.0.113.7'), createdFrom: 'yesterday' };
    expect(bulkCancelRequest(filters, ZONE, { dryRun: true }).createdFrom).toBe('yesterday');
  });
});

describe("the form's problems", () => {
  it('asks for a filter, in the contracts words, for the whole form', () => {
    const problems = requestProblems(bulkCancelRequest(emptyFilters(), ZONE, { dryRun: true }));
    expect(problems).toEqual({ fields: {}, form: CONTACT_CHECK_MESSAGES.filterRequired });
  });

  it('puts a bad contact, a window the wrong way round and a missing reason on their fields', () => {
    const filters = {
      contact: 'not a contact',
      address: '',
      createdFrom: '2030-02-04T12:00',
      createdTo: '2030-02-04T11:00',
    };
    expect(requestProblems(bulkCancelRequest(filters, ZONE, { dryRun: true }))?.fields).toEqual({
      contact: CONTACT_CHECK_MESSAGES.contactInvalid,
    });
    const cancel = { dryRun: false as const, reason: ' ', notifyCustomers: false };
    const request = bulkCancelRequest({ ...filters, contact: 'a@b.test' }, ZONE, cancel);
    expect(requestProblems(request)?.fields).toEqual({
      createdTo: CONTACT_CHECK_MESSAGES.windowInvalid,
      reason: CONTACT_CHECK_MESSAGES.reasonRequired,
    });
    const fine = bulkCancelRequest(emptyFilters('10.0.0.1'), ZONE, { dryRun: true });
    expect(requestProblems(fine)).toBeUndefined();
  });

  it("shows the server's refusal on its field, or its message for the whole form", () => {
    const message = CONTACT_CHECK_MESSAGES.addressInvalid;
    const refused = new ApiRequestError(400, {
      message,
      issues: [{ path: 'body.address', message }],
    });
    expect(failureProblems(refused, 'fallback')).toEqual({ fields: { address: message } });
    expect(failureProblems(new ApiRequestError(403, { message: 'No' }), 'fallback')).toEqual({
      fields: {},
      form: 'No',
    });
    expect(failureProblems(new Error('offline'), 'fallback')).toEqual({
      fields: {},
      form: 'fallback',
    });
  });
});

describe('the count', () => {
  it('says how many bookings the cancel would touch, and how many paid money', () => {
    expect(previewText({ count: 3, withMoneyTaken: 0 })).toBe('This will cancel 3 bookings.');
    expect(previewText({ count: 1, withMoneyTaken: 1 })).toBe(
      'This will cancel 1 booking (1 with money paid).',
    );
    expect(previewText({ count: 0, withMoneyTaken: 0 })).toMatch(/nothing to cancel/);
    expect(cancelLabel(1)).toBe('Cancel 1 booking');
    expect(cancelLabel(4)).toBe('Cancel 4 bookings');
  });

  it('holds only for the filters it was made for', () => {
    const filters = emptyFilters('203.0.113.7');
    expect(sameFilters(filters, { ...filters })).toBe(true);
    expect(sameFilters(filters, { ...filters, contact: 'a@b.test' })).toBe(false);
  });
});
