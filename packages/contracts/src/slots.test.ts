import { describe, expect, it } from 'vitest';
import { SLOT_LABELS, slotHour, slotLabel } from './slots';

describe('slot labels', () => {
  it('are the 24 hourly ranges of SPEC §3', () => {
    expect(SLOT_LABELS).toHaveLength(24);
    expect(SLOT_LABELS[0]).toBe('12:00 AM - 01:00 AM');
    expect(SLOT_LABELS[11]).toBe('11:00 AM - 12:00 PM');
    expect(SLOT_LABELS[12]).toBe('12:00 PM - 01:00 PM');
    expect(SLOT_LABELS[17]).toBe('05:00 PM - 06:00 PM');
    expect(SLOT_LABELS[23]).toBe('11:00 PM - 12:00 AM');
  });

  it('map back to their start hour, and unknown labels to nothing', () => {
    expect(SLOT_LABELS.map(slotHour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(slotHour(slotLabel(5))).toBe(5);
    expect(slotHour('05:00 PM')).toBeUndefined();
    expect(slotHour('5:00 PM - 6:00 PM')).toBeUndefined();
  });
});
