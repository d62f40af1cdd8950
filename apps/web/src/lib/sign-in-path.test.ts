import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPath } from './sign-in-path';

describe('returnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(returnPath('/booking-detail/12')).toBe('/booking-detail/12');
    expect(returnPath('/booking-list?date=2026-03-04&status=Pending#top')).toBe(
      '/booking-list?date=2026-03-04&status=Pending#top',
    );
  });

  it.each([
    null,
    '',
    'booking-detail/12',
    'https://elsewhere.example/booking-detail/12',
    '//elsewhere.example/x',
    '/\\elsewhere.example/x',
    '/\telsewhere',
    'javascript:alert(1)',
    '/user/login',
    '/user/login?returnTo=/x',
  ])('refuses %j', (value) => {
    expect(returnPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the screen and its query to the login page', () => {
    const path = loginPathFor({ pathname: '/booking-list', search: '?date=2026-03-04' });
    expect(path).toBe('/user/login?returnTo=%2Fbooking-list%3Fdate%3D2026-03-04');
    const returnTo = new URLSearchParams(path.split('?')[1]).get('returnTo');
    expect(returnPath(returnTo)).toBe('/booking-list?date=2026-03-04');
  });

  it('does not send the login page back to itself', () => {
    expect(loginPathFor({ pathname: '/user/login', search: '?forgot=1' })).toBe('/user/login');
  });
});
