import { describe, expect, it } from '@jest/globals';
import { addressGroup } from './address-group.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole, also when mapped into IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('takes an IPv6 address as its /64, however it is written', () => {
    const group = '2001:db8:5:6::/64';
    for (const address of [
      '2001:db8:5:6::1',
      '2001:0DB8:0005:0006:a1b2:c3d4:e5f6:0007',
      '2001:db8:5:6:ffff:ffff:ffff:ffff',
      '2001:db8:5:6::1%eth0',
      '2001:db8:5:6:0:0:192.0.2.1',
    ])
      expect(addressGroup(address)).toBe(group);
    expect(addressGroup('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it came (it is only ever a counter key)', () => {
    expect(addressGroup('')).toBe('');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
