import { describe, expect, it } from 'vitest';
import { markDoneLabel } from './labels';

// docs/cafe.md#mark-as-sent: the spec's action stays for deliveries; only a pickup is collected.
describe("a pending order's done action", () => {
  it('is the spec\'s "Mark as Sent" for a delivery', () => {
    expect(markDoneLabel('deliver')).toBe('Mark as Sent');
  });
  it('is "Mark as collected" for a pickup at the counter', () => {
    expect(markDoneLabel('pickup')).toBe('Mark as collected');
  });
});
