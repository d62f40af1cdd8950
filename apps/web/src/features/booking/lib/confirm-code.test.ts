import { CONTACT_CHECK_MESSAGES } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeFromLink,
  codeProblem,
  holdState,
  resendLabel,
  searchWithoutCode,
  typedCode,
} from './confirm-code';

const NOW = Date.parse('2030-02-04T05:00:00Z');

describe('the code the customer types', () => {
  it('is sent without the spaces or dashes of a pasted code', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
    expect(typedCode('123-456')).toBe('123456');
  });

  it('is refused in the contracts words unless it is six digits', () => {
    expect(codeProblem('123456')).toBeUndefined();
    for (const wrong of ['', '12345', '1234567', '12345a']) {
      expect(codeProblem(wrong)).toBe(CONTACT_CHECK_MESSAGES.codeFormat);
    }
  });
});

describe('the "Resend code" button', () => {
  it('counts down in minutes and seconds, then offers the action', () => {
    expect(resendLabel(60)).toBe('Resend code in 1:00');
    expect(resendLabel(45)).toBe('Resend code in 0:45');
    expect(resendLabel(0.2)).toBe('Resend code in 0:01');
    expect(resendLabel(0)).toBe('Resend code');
  });
});

describe("the e-mail button's code", () => {
  it('is read from the address only when it could be right', () => {
    expect(codeFromLink('?code=004217')).toBe('004217');
    expect(codeFromLink('?code=4217')).toBeUndefined();
    expect(codeFromLink('?code=abcdef')).toBeUndefined();
    expect(codeFromLink('')).toBeUndefined();
  });

  it('leaves the address, keeping anything else it had', () => {
    expect(searchWithoutCode('?code=004217')).toBe('');
    expect(searchWithoutCode('?code=004217&utm_source=mail')).toBe('?utm_source=mail');
  });
});

describe('a hold waiting for its code', () => {
  it('says how many minutes are left, rounded up, and until when', () => {
    const confirmBy = new Date(NOW + 19 * 60_000 + 1_000).toISOString();
    expect(holdState({ confirmBy }, NOW)).toEqual({
      kind: 'awaiting',
      until: confirmBy,
      minutesLeft: 20,
    });
  });

  it('has lapsed once its time is up, and is none without a deadline', () => {
    expect(holdState({ confirmBy: new Date(NOW).toISOString() }, NOW)).toEqual({ kind: 'lapsed' });
    expect(holdState({ confirmBy: null }, NOW)).toEqual({ kind: 'none' });
    // A receipt kept in this tab from before the field existed.
    expect(holdState({}, NOW)).toEqual({ kind: 'none' });
  });
});
