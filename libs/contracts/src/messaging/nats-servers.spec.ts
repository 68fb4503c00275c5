import { describe, expect, it } from '@jest/globals';
import { natsServerUrls, natsUrlSetting } from './nats-servers.js';

describe('natsServerUrls', () => {
  it('reads one URL or a comma-separated list of nodes', () => {
    expect(natsServerUrls('nats://127.0.0.1:4222')).toEqual(['nats://127.0.0.1:4222']);
    expect(natsServerUrls('nats://127.0.0.1:4322, nats://127.0.0.1:4323,tls://nats-2.nats:4222,')).toEqual([
      'nats://127.0.0.1:4322',
      'nats://127.0.0.1:4323',
      'tls://nats-2.nats:4222',
    ]);
  });

  it('names every entry that is not a nats:// or tls:// host and port', () => {
    expect(() => natsServerUrls('nats://a:4222,http://b:8222,c:4222')).toThrow(/not: http:\/\/b:8222, c:4222/);
    expect(() => natsServerUrls(' , ')).toThrow(/must be a nats:\/\/ URL/);
  });

  it('checks a NATS_URL setting the same way', () => {
    expect(natsUrlSetting.parse('nats://a:4222,nats://b:4222')).toBe('nats://a:4222,nats://b:4222');
    expect(natsUrlSetting.safeParse('nats://a:4222,b').error?.issues[0]?.message).toMatch(/\(not: b\)$/);
  });
});
