import { sharedSingletons } from './shared-singletons';

describe('sharedSingletons', () => {
  it("registers the shell's own copy of each singleton, in the version it runs and the range it declares", async () => {
    const shared = sharedSingletons({
      react: { version: '19.3.1', requiredVersion: '^19.3.1' },
      '@classhub/ui': { version: '1.3.0', requiredVersion: '^1.3.0' },
    });
    expect(Object.keys(shared)).toEqual(['react', '@classhub/ui']);
    expect(shared.react).toMatchObject({
      version: '19.3.1',
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
    const factory = await (shared.react as { get: () => Promise<() => unknown> }).get();
    expect(factory()).toMatchObject({ useState: (await import('react')).useState });
  });

  it('refuses a singleton the shell has no copy of (the build and this list must agree)', () => {
    expect(() => sharedSingletons({ 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } })).toThrow(/left-pad/);
  });
});
