import { BOOKING_MESSAGES, ORDER_MESSAGES } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from './api-client';
import { namesWithMessages, serverFieldErrors, submitFailure } from './form-errors';

const FIELDS = ['customerName', 'email', 'phoneNumber'] as const;

/** A 400 as the server's error handler answers it: the first issue's message is its message. */
const refused = (...issues: { path: string; message: string }[]) =>
  new ApiRequestError(400, { message: issues[0]?.message ?? 'Invalid request', issues });

describe('a refused form', () => {
  const twoIssues = refused(
    { path: 'body.email', message: BOOKING_MESSAGES.emailInvalid },
    { path: 'body.phoneNumber', message: BOOKING_MESSAGES.phonePrefix },
  );

  it('puts each issue on its field, the first one only, and ignores unknown fields', () => {
    const error = refused(
      { path: 'body.email', message: 'first' },
      { path: 'body.email', message: 'second' },
      { path: 'body.sessionId', message: 'not a field' },
    );
    expect(submitFailure(error, FIELDS, () => undefined).fieldErrors).toEqual({ email: 'first' });
  });

  it('marks a field without repeating what the failure message already says', () => {
    const shown = submitFailure(twoIssues, FIELDS, (error) =>
      error instanceof ApiRequestError ? `Not booked. ${error.serverMessage}` : undefined,
    );
    expect(shown.failure).toBe(`Not booked. ${BOOKING_MESSAGES.emailInvalid}`);
    expect(shown.fieldErrors).toEqual({ email: true, phoneNumber: BOOKING_MESSAGES.phonePrefix });
  });

  it('keeps every message on its field when the fields say it all', () => {
    const error = refused({ path: 'body.customer_Name', message: ORDER_MESSAGES.nameRequired });
    const shown = submitFailure(error, ['customer_Name'] as const, (_error, fieldMessages) =>
      Object.keys(fieldMessages).length > 0 ? undefined : 'Your order was not placed.',
    );
    expect(shown).toEqual({
      fieldMessages: { customer_Name: ORDER_MESSAGES.nameRequired },
      fieldErrors: { customer_Name: ORDER_MESSAGES.nameRequired },
      failure: undefined,
    });
  });

  it('says only the failure message when the server never answered', () => {
    const shown = submitFailure(
      new ApiNetworkError(new Error('offline')),
      FIELDS,
      () => 'Offline.',
    );
    expect(shown).toEqual({ fieldMessages: {}, fieldErrors: {}, failure: 'Offline.' });
  });

  it('serverFieldErrors leaves the notification its own message', () => {
    expect(serverFieldErrors(twoIssues, FIELDS)).toEqual({
      email: true,
      phoneNumber: BOOKING_MESSAGES.phonePrefix,
    });
  });

  it('shows the field errors failureFields gives as given, and passes on their messages', () => {
    const taken = new ApiRequestError(409, { message: 'That e-mail is taken.' });
    const shown = submitFailure(
      taken,
      FIELDS,
      (_error, fieldMessages) => `Not saved. ${fieldMessages.email ?? ''}`,
      () => ({ email: 'That e-mail is taken.', phoneNumber: true }),
    );
    expect(shown).toEqual({
      fieldMessages: { email: 'That e-mail is taken.' },
      fieldErrors: { email: 'That e-mail is taken.', phoneNumber: true },
      failure: 'Not saved. That e-mail is taken.',
    });
  });
});

describe('namesWithMessages', () => {
  it('lists the fields in screen order, then nested paths in their own order', () => {
    const messages = { 'openingHours.2.close': 'x', email: 'y', 'prices.rules.1': 'z' };
    expect(namesWithMessages(['customerName', 'email'], messages)).toEqual([
      'email',
      'openingHours.2.close',
      'prices.rules.1',
    ]);
  });
});
