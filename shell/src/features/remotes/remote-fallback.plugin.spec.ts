import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { isFallbackModule } from './fallback-module';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import * as fallbackChunk from './remote-fallback';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

const failure = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'mf_catalog/App',
  error: new Error('no answer'),
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

describe('remoteFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks for the fallback chunk when installed, before any remote fails, and only once', async () => {
    const importFallback = jest.fn(async () => fallbackChunk);
    const plugin = remoteFallbackPlugin(importFallback);
    expect(importFallback).toHaveBeenCalledTimes(1);

    await plugin.errorLoadRemote?.(failure('onLoad'));
    await plugin.errorLoadRemote?.(failure('onLoad'));
    expect(importFallback).toHaveBeenCalledTimes(1);
  });

  it('answers a failed load with the fallback module, and leaves the earlier stages alone', async () => {
    const plugin = remoteFallbackPlugin(async () => fallbackChunk);
    expect(isFallbackModule(await plugin.errorLoadRemote?.(failure('onLoad')))).toBe(true);
    expect(await plugin.errorLoadRemote?.(failure('beforeRequest'))).toBeUndefined();
  });

  it('asks for the chunk again when fetching it failed', async () => {
    const importFallback = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fallbackChunk);
    const plugin = remoteFallbackPlugin(importFallback);
    await Promise.resolve();
    expect(isFallbackModule(await plugin.errorLoadRemote?.(failure('onLoad')))).toBe(true);
    expect(importFallback).toHaveBeenCalledTimes(2);
  });
});
