import { describe, expect, it } from 'vitest';
import { bulkCancelPath, networkOf } from './client-network';

describe('the network of a client address', () => {
  it('is the /24 of an IPv4 address', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:0000:0001:0000:0000:0000:0001')).toBe('2001:db8:0:1::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else to the server', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(networkOf('1:2:3')).toBe('1:2:3');
  });
});

describe('the bulk cancel link', () => {
  it('opens the staff screen with the address filled in', () => {
    expect(bulkCancelPath('203.0.113.0/24')).toBe('/blocked-contacts?address=203.0.113.0%2F24');
  });
});
