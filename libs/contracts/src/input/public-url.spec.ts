import { describe, expect, it } from '@jest/globals';
import { nonPublicHostReason } from './public-url.js';

const reasonFor = (url: string) => nonPublicHostReason(new URL(url));

describe('nonPublicHostReason', () => {
  it.each([
    'https://example.com/me.png',
    'http://liam.example.co.uk:8080/',
    'https://93.184.215.14/',
    'http://[2606:4700:4700::1111]/',
    'https://sub.localhost.example.com/',
  ])('lets a public address through: %s', (url) => {
    expect(reasonFor(url)).toBeUndefined();
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://127.0.0.1:4301/', 'loopback'],
    ['http://127.8.9.10/', 'loopback'],
    ['http://10.0.0.5/', 'private'],
    ['http://172.16.3.4/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://100.64.0.1/', 'carrier-grade-nat'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://[::1]/', 'loopback'],
    ['http://[::]/', 'unspecified'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[fd00::1]/', 'unique-local'],
    ['http://[ff02::1]/', 'multicast'],
    // IPv4 inside IPv6 is judged as the IPv4 address it is.
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:a9fe:a9fe]/', 'link-local'],
    ['http://[::127.0.0.1]/', 'ipv4-compatible'],
    ['http://[64:ff9b::7f00:1]/', 'rfc6052'],
    ['http://[2002:7f00:1::]/', '6to4'],
    ['http://[fec0::1]/', 'deprecated-site-local'],
    ['http://192.0.2.1/', 'reserved'],
    // Decimal, hex and octal IPv4: the URL parser reads them as the dotted address.
    ['http://2130706433/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://0xa9fea9fe/', 'link-local'],
  ])('refuses %s (%s)', (url, range) => {
    expect(reasonFor(url)).toMatch(new RegExp(`is in the ${range} range, not a public address$`));
  });

  it.each([
    'http://localhost:3000/',
    'http://LOCALHOST./',
    'http://api.localhost/',
    'http://printer.local/',
    'http://metadata.google.internal/',
    'http://service.internal./',
  ])('refuses a local name: %s', (url) => {
    expect(reasonFor(url)).toMatch(/is a local name, not a public address$/);
  });

  it('refuses a one-label name, which a resolver would complete with its own search domains', () => {
    expect(reasonFor('http://intranet/')).toBe('intranet is not a full public host name such as example.com');
  });
});
