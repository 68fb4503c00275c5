import { describe, expect, it } from '@jest/globals';
import { clientIp } from './client-ip.js';

describe('clientIp', () => {
  it("takes the gateway's entry (the last) of X-Forwarded-For", () => {
    expect(clientIp({ ip: '127.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } })).toBe('203.0.113.9');
    expect(clientIp({ ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe('203.0.113.9');
  });

  it('falls back to the socket address when the request did not come through the gateway', () => {
    expect(clientIp({ ip: '10.0.0.5', headers: {} })).toBe('10.0.0.5');
  });
});
