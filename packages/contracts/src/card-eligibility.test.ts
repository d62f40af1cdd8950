import { describe, expect, it } from 'vitest';
import { canPayByCard, mustPayByCard } from './card-eligibility';

describe('paying the advance by card', () => {
  const online = { cardPayments: true, bookingType: 'Padel', walkIn: false } as const;

  it('is open to an online padel booking while card payments are on', () => {
    expect(canPayByCard(online)).toBe(true);
  });

  it('is closed to a café table, a walk-in, and to everyone while card payments are off', () => {
    expect(canPayByCard({ ...online, bookingType: 'Table' })).toBe(false);
    expect(canPayByCard({ ...online, walkIn: true })).toBe(false);
    expect(canPayByCard({ ...online, cardPayments: false })).toBe(false);
  });

  it('is required only where the venue asks for it and the card may pay', () => {
    expect(mustPayByCard(online, true)).toBe(true);
    expect(mustPayByCard(online, false)).toBe(false);
    expect(mustPayByCard({ ...online, walkIn: true }, true)).toBe(false);
    expect(mustPayByCard({ ...online, bookingType: 'Table' }, true)).toBe(false);
    expect(mustPayByCard({ ...online, cardPayments: false }, true)).toBe(false);
  });
});
