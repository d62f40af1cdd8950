import { auditChangeLines, DEFAULT_VENUE_SETTINGS } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { settingsChanges } from './settings-changes.service';

// What a settings change's audit entry says (docs/venue-settings.md#settings).
const lines = (after: typeof DEFAULT_VENUE_SETTINGS) => {
  const { before, after: now } = settingsChanges(DEFAULT_VENUE_SETTINGS, after);
  return auditChangeLines(before, now);
};

describe('the audit lines of a settings change', () => {
  it('names only what changed, with plain values', () => {
    expect(lines(DEFAULT_VENUE_SETTINGS)).toEqual([]);
    expect(
      lines({
        ...DEFAULT_VENUE_SETTINGS,
        prices: {
          basePrice: 6000,
          rules: [
            { days: [1, 2, 3, 4], fromHour: 5, toHour: 17, price: 4000 },
            { days: [5, 6], fromHour: 18, toHour: 24, price: 7000 },
          ],
        },
        openingHours: DEFAULT_VENUE_SETTINGS.openingHours.map((day) =>
          day.day === 0 ? { day: 0, open: 0, close: 0 } : day,
        ),
        requireCardAdvance: true,
        deliveryArea: 'Gulberg',
      }),
    ).toEqual([
      'prices.basePrice: 5000 → 6000',
      'prices.rules: Mon/Tue/Wed/Thu 5–17: 4000 → Mon/Tue/Wed/Thu 5–17: 4000; Fri/Sat 18–24: 7000',
      'openingHours.Sunday: 0–24 → closed',
      'requireCardAdvance: false → true',
      'deliveryArea: none → Gulberg',
    ]);
  });
});
