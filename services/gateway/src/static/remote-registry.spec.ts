import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app.js';
import { loadGatewayConfig } from '../config/gateway.config.js';
import { watchedRegistry, type RemoteRegistry } from './remote-registry.js';
import { DEFAULT_REMOTES, type RemoteEntry } from './remotes.js';

const MOVED: RemoteEntry[] = [
  { name: 'mf_catalog', entry: 'https://catalog.example.com/v2/mf-manifest.json', version: '2.0.0' },
  { name: 'mf_student', entry: '/remotes/mf-student/mf-manifest.json' },
];

function fakeLog() {
  const log = { info: jest.fn(), error: jest.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

/** Writes the file the way `npm run remotes` and editors do: a new file renamed over the old one. */
function replace(file: string, content: string): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('the registry did not pick up the change');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('watchedRegistry', () => {
  let folder: string;
  let file: string;
  let registry: RemoteRegistry | undefined;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'gateway-remotes-'));
    file = join(folder, 'remotes.json');
  });

  afterEach(() => {
    registry?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('uses the file from the start, then each change to it, logging what changed', async () => {
    writeFileSync(file, JSON.stringify(DEFAULT_REMOTES));
    const { log, logger } = fakeLog();
    registry = await watchedRegistry(file, [], logger);
    expect(registry.current()).toEqual(DEFAULT_REMOTES);

    replace(file, JSON.stringify(MOVED));
    await until(() => registry!.current().length === 2);
    expect(registry.current()).toEqual(MOVED);
    expect(log.info).toHaveBeenLastCalledWith(
      expect.objectContaining({
        changes: expect.arrayContaining([
          {
            name: 'mf_catalog',
            from: { entry: '/remotes/mf-catalog/mf-manifest.json', version: undefined },
            to: { entry: 'https://catalog.example.com/v2/mf-manifest.json', version: '2.0.0' },
          },
          { name: 'mf_admin', from: { entry: '/remotes/mf-admin/mf-manifest.json', version: undefined }, to: null },
        ]),
      }),
      'remotes registry changed',
    );
  });

  it('creates a missing file with the list in force, for people to edit', async () => {
    registry = await watchedRegistry(file, DEFAULT_REMOTES, fakeLog().logger);
    expect(registry.current()).toBe(DEFAULT_REMOTES);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(DEFAULT_REMOTES);
  });

  it('keeps the list in force when the file is wrong, and says why', async () => {
    const { log, logger } = fakeLog();
    registry = await watchedRegistry(file, DEFAULT_REMOTES, logger);

    for (const wrong of [
      '{"not":"a list"}',
      '[{"name":"mf-catalog","entry":"/x"}]',
      JSON.stringify([MOVED[0], MOVED[0]]),
      '[{',
    ]) {
      const errors = log.error.mock.calls.length;
      replace(file, wrong);
      await until(() => log.error.mock.calls.length > errors);
      expect(registry.current()).toBe(DEFAULT_REMOTES);
    }
  });
});

describe('the gateway with REMOTES_FILE', () => {
  it('answers /remotes.json, index.html and the CSP from the list in force, without a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gateway-remotes-'));
    const file = join(folder, 'remotes.json');
    writeFileSync(file, JSON.stringify(DEFAULT_REMOTES));
    const config = loadGatewayConfig({ LOG_LEVEL: 'silent', REMOTES_FILE: file });
    const registry = await watchedRegistry(file, config.remotes, fakeLog().logger);
    const app = buildApp(config, registry);
    try {
      const before = await app.inject({ url: '/remotes.json' });
      expect(before.json()).toEqual(DEFAULT_REMOTES);
      expect(before.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");

      replace(file, JSON.stringify(MOVED));
      await until(() => registry.current().length === 2);
      const after = await app.inject({ url: '/remotes.json' });
      expect(after.json()).toEqual(MOVED);
      expect(after.headers['content-security-policy']).toContain("script-src 'self' https://catalog.example.com");
      expect(after.headers['content-security-policy']).toContain("connect-src 'self' https://catalog.example.com");
    } finally {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
