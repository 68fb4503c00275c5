import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { clientAddressOf } from './client-address.js';

function requestFrom(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress }, connection: { remoteAddress }, headers } as unknown as IncomingMessage;
}

const FORWARDED = {
  host: 'gateway.internal:3000',
  'x-forwarded-for': '198.51.100.7, 203.0.113.9',
  'x-forwarded-proto': 'http, https',
  'x-forwarded-host': 'classhub.example',
};

describe('clientAddressOf', () => {
  it('takes the socket at its word when no proxy is trusted: X-Forwarded-* are ignored', () => {
    expect(clientAddressOf([])(requestFrom('203.0.113.50', FORWARDED))).toEqual({
      ip: '203.0.113.50',
      protocol: 'http',
      host: 'gateway.internal:3000',
    });
  });

  it('reads X-Forwarded-* from a trusted load balancer: the last address it did not add, its protocol and host', () => {
    const client = clientAddressOf(['10.0.0.0/8'])(requestFrom('10.1.2.3', FORWARDED));
    expect(client).toEqual({ ip: '203.0.113.9', protocol: 'https', host: 'classhub.example' });
  });

  it('ignores X-Forwarded-* from anyone else, even with a list of trusted proxies', () => {
    expect(clientAddressOf(['10.0.0.0/8'])(requestFrom('203.0.113.50', FORWARDED))).toEqual({
      ip: '203.0.113.50',
      protocol: 'http',
      host: 'gateway.internal:3000',
    });
  });
});
