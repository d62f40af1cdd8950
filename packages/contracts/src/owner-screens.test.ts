import { describe, expect, it } from 'vitest';
import { staffCapability } from './booking-lifecycle';
import { adminScreenCapability as screenCapability } from './roles';
import { APP_ROUTES } from './routes';

describe('adminScreenCapability', () => {
  it("names the owner's screens, an edited user's too, and lets every other screen run the day", () => {
    expect(screenCapability('/settings')).toBe('venue-settings');
    expect(screenCapability('/edit-user/7')).toBe('accounts');
    expect(screenCapability('/audit-log')).toBe('audit-log');
    expect(screenCapability('/booking-list')).toBe('run-the-day');
    expect(screenCapability('/booking-detail/3')).toBe('run-the-day');
    expect(screenCapability('/settings-like')).toBe('run-the-day');
  });

  it('opens Transfers to check, and shows its dashboard card, to the roles that accept or reject a transfer', () => {
    expect(screenCapability(`/${APP_ROUTES.transfers}`)).toBe(
      staffCapability('transfer-accept', 'transfer-reject'),
    );
  });
});
