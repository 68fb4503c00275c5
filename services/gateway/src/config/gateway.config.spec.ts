import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadGatewayConfig } from './gateway.config.js';

describe('loadGatewayConfig', () => {
  it('fills defaults for a local machine', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      services: {
        identity: ['http://127.0.0.1:4101'],
        classes: ['http://127.0.0.1:4102'],
        payments: ['http://127.0.0.1:4103'],
      },
      upstreamTimeoutMs: 10000,
      upstreamHealthIntervalMs: 1000,
      logLevel: 'info',
    });
    expect(config.remotes.map((remote) => remote.name)).toEqual([
      'mf_catalog',
      'mf_student',
      'mf_instructor',
      'mf_admin',
    ]);
  });

  it('defaults WEB_ROOT to the repository root, where shell/ and the remotes live', () => {
    const { webRoot } = loadGatewayConfig({});
    expect(existsSync(join(webRoot, 'services', 'gateway', 'package.json'))).toBe(true);
    expect(existsSync(join(webRoot, 'shell', 'package.json'))).toBe(true);
  });

  it('reads overrides, resolving WEB_ROOT and dropping a trailing slash from service URLs', () => {
    const config = loadGatewayConfig({
      PORT: '3999',
      HOST: '127.0.0.1',
      CLASSES_URL: 'http://classes:8080/',
      WEB_ROOT: 'relative/web',
      UPSTREAM_TIMEOUT_MS: '250',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({ port: 3999, host: '127.0.0.1', upstreamTimeoutMs: 250, logLevel: 'debug' });
    expect(config.services.classes).toEqual(['http://classes:8080']);
    expect(config.webRoot).toBe(resolve('relative/web'));
  });

  it('bounds a request body by its pauses, its average rate and its total time', () => {
    expect(loadGatewayConfig({}).bodyArrival).toEqual({ idleMs: 10_000, totalMs: 60_000, minBytesPerSecond: 1024 });
    expect(
      loadGatewayConfig({ BODY_TIMEOUT_MS: '2000', BODY_TOTAL_TIMEOUT_MS: '5000', BODY_MIN_BYTES_PER_SECOND: '10' })
        .bodyArrival,
    ).toEqual({ idleMs: 2000, totalMs: 5000, minBytesPerSecond: 10 });
    expect(() => loadGatewayConfig({ BODY_MIN_BYTES_PER_SECOND: '0' })).toThrow(/BODY_MIN_BYTES_PER_SECOND: /);
  });

  it('treats an empty value as unset', () => {
    expect(loadGatewayConfig({ PORT: '', IDENTITY_URL: '' })).toMatchObject({
      port: 3000,
      services: { identity: ['http://127.0.0.1:4101'] },
    });
  });

  it.each([['eighty'], ['70000'], ['-1'], ['30.5']])('stops on a bad PORT (%s) with a message naming it', (port) => {
    const load = () => loadGatewayConfig({ PORT: port });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`PORT: must be a whole number from 0 to 65535 (got "${port}")`);
  });

  it('stops on a service URL that is not http(s)', () => {
    expect(() => loadGatewayConfig({ CLASSES_URL: 'ftp://classes' })).toThrow(/CLASSES_URL: must be an http\(s\) URL/);
    expect(() => loadGatewayConfig({ PAYMENTS_URL: 'payments' })).toThrow(/PAYMENTS_URL: must be an http\(s\) URL/);
  });

  it("reads a comma-separated list of a service's replicas, each without its trailing slash", () => {
    const config = loadGatewayConfig({
      CLASSES_URL: 'http://127.0.0.1:4102, http://127.0.0.1:4202/ ,https://classes-3.internal/base/',
      UPSTREAM_HEALTH_INTERVAL_MS: '250',
    });
    expect(config.services.classes).toEqual([
      'http://127.0.0.1:4102',
      'http://127.0.0.1:4202',
      'https://classes-3.internal/base',
    ]);
    expect(config.upstreamHealthIntervalMs).toBe(250);
  });

  it('stops on a bad entry of a list, naming the variable and the entry', () => {
    const load = () => loadGatewayConfig({ PAYMENTS_URL: 'http://127.0.0.1:4103,payments:4203' });
    expect(load).toThrow(/PAYMENTS_URL: must be an http\(s\) URL .*; "payments:4203" is not/);
    expect(() => loadGatewayConfig({ IDENTITY_URL: 'http://127.0.0.1:4101,' })).toThrow(/IDENTITY_URL: .*; "" is not/);
    expect(() => loadGatewayConfig({ CLASSES_URL: 'http://classes-1:80,http://classes-1:80/' })).toThrow(
      /CLASSES_URL: lists "http:\/\/classes-1:80" twice/,
    );
  });

  it('names every bad variable in one error', () => {
    const load = () => loadGatewayConfig({ PORT: 'x', UPSTREAM_TIMEOUT_MS: '0', LOG_LEVEL: 'loud' });
    expect(load).toThrow(/PORT: /);
    expect(load).toThrow(/UPSTREAM_TIMEOUT_MS: must be a whole number from 1 to 600000/);
    expect(load).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  describe('REMOTES_JSON', () => {
    it('replaces the remotes list', () => {
      const remotes = [{ name: 'mf_catalog', entry: 'https://cdn.example.com/catalog/mf-manifest.json' }];
      expect(loadGatewayConfig({ REMOTES_JSON: JSON.stringify(remotes) }).remotes).toEqual(remotes);
    });

    it('stops on text that is not JSON', () => {
      expect(() => loadGatewayConfig({ REMOTES_JSON: '[{name:' })).toThrow(/REMOTES_JSON: must be valid JSON/);
    });

    it('stops on an entry whose name is not a JS identifier or whose entry is not a URL', () => {
      const load = () =>
        loadGatewayConfig({ REMOTES_JSON: JSON.stringify([{ name: 'mf-catalog', entry: 'cdn/mf-manifest.json' }]) });
      expect(load).toThrow(/REMOTES_JSON: must be a JS identifier such as mf_catalog \(at 0\.name\)/);
      expect(load).toThrow(/REMOTES_JSON: must be a path starting with \/ or an http\(s\) URL \(at 0\.entry\)/);
    });

    it('stops on JSON that is not an array', () => {
      expect(() => loadGatewayConfig({ REMOTES_JSON: '{"name":"mf_catalog"}' })).toThrow(
        /REMOTES_JSON: must be a JSON array/,
      );
    });
  });
});
