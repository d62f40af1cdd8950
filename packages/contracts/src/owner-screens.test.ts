import { describe, expect, it } from 'vitest';
import { adminScreenCapability as screenCapability } from './roles';

describe('adminScreenCapability', () => {
  it("names the owner's screens, an edited user's too, and lets every other screen run the day", () => {
    expect(screenCapability('/settings')).toBe('venue-settings');
    expect(screenCapability('/edit-user/7')).toBe('accounts');
    expect(screenCapability('/audit-log')).toBe('audit-log');
    expect(screenCapability('/booking-list')).toBe('run-the-day');
    expect(screenCapability('/booking-detail/3')).toBe('run-the-day');
    expect(screenCapability('/settings-like')).toBe('run-the-day');
  });
});
