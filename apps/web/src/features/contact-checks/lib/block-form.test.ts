import { CONTACT_CHECK_MESSAGES } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { blockFailure, blockProblems, blockRequest } from './block-form';

describe('blocking a contact', () => {
  it('sends the reason only when one was given', () => {
    expect(blockRequest({ contact: ' a@b.test ', reason: ' ' })).toEqual({ contact: 'a@b.test' });
    expect(blockRequest({ contact: '03001234567', reason: 'Spam' })).toEqual({
      contact: '03001234567',
      reason: 'Spam',
    });
  });

  it('refuses, before sending, what is neither a phone number nor an e-mail', () => {
    expect(blockProblems({ contact: '0300 1234567' })).toBeUndefined();
    expect(blockProblems({ contact: 'Someone' })).toEqual({
      contact: CONTACT_CHECK_MESSAGES.contactInvalid,
    });
  });

  it("shows the server's refusal under the contact", () => {
    const already = new ApiRequestError(409, { message: CONTACT_CHECK_MESSAGES.alreadyBlocked });
    expect(blockFailure(already)).toEqual({ contact: CONTACT_CHECK_MESSAGES.alreadyBlocked });
    expect(blockFailure(new Error('offline'))).toBeUndefined();
  });
});
