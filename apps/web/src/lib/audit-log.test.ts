import type { AuditEntry } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { actorText, changeText, recordText } from './audit-log';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-23T10:00:00.000Z',
  actor: { type: 'admin', id: 1, name: 'Ayesha Khan' },
  action: 'cancel',
  entity: 'booking',
  entityId: '12',
  before: null,
  after: null,
  ...overrides,
});

describe('audit entries in words', () => {
  it('names who and which record', () => {
    expect(actorText(entry({}))).toBe('Staff (Ayesha Khan)');
    expect(actorText(entry({ actor: { type: 'customer', id: null, name: null } }))).toBe(
      'Customer',
    );
    expect(recordText(entry({}))).toBe('Booking #12');
    expect(recordText(entry({ entity: 'settings', entityId: '1' }))).toBe('Settings');
  });

  it('says what changed, the status first', () => {
    const cancelled = entry({
      before: { status: 'Booking Confirmed' },
      after: { cancelReason: 'Rain', status: 'Booking Cancelled' },
    });
    expect(changeText(cancelled)).toBe(
      'status: Booking Confirmed → Booking Cancelled; cancelReason: Rain',
    );
    expect(changeText(entry({ before: { a: 1, b: 2 }, after: { a: 1 } }))).toBe('b: 2 → removed');
    expect(changeText(entry({ after: { lines: [1, 2] } }))).toBe('lines: [1,2]');
  });
});
