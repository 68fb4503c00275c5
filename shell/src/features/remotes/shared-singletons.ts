import type { init } from '@module-federation/enhanced/runtime';

type SharedOption = NonNullable<Parameters<typeof init>[0]['shared']>;

/** Each shared singleton's installed version and the range the shell declares (tools/rsbuild/federation.ts). */
declare const __SHARED_SINGLETONS__: Record<string, { version: string; requiredVersion: string }>;

/**
 * The shell's copy of each singleton the remotes share with it. Imported, not bundled anew: each comes from the chunk
 * the shell already runs it from (boot; `query` for the API), so a remote gets the very instance the shell renders
 * with (one React, one store binding, one router, one theme).
 */
const SHELL_COPIES: Record<string, () => Promise<object>> = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  '@classhub/routing': () => import('@classhub/routing'),
  'react-redux': () => import('react-redux'),
  'styled-components': () => import('styled-components'),
  '@classhub/ui': () => import('@classhub/ui'),
  '@classhub/web-api': () => import('@classhub/web-api'),
  '@classhub/web-query': () => import('@classhub/web-query'),
};

/** The runtime's `shared` option: every singleton the build names, in the version the shell runs. */
export function sharedSingletons(provided = __SHARED_SINGLETONS__): SharedOption {
  return Object.fromEntries(
    Object.entries(provided).map(([name, { version, requiredVersion }]) => {
      const load = SHELL_COPIES[name];
      if (!load) throw new Error(`The shell provides ${name} but has no copy of it in shared-singletons.ts`);
      return [
        name,
        {
          version,
          scope: 'default',
          get: () => load().then((module) => () => module),
          shareConfig: { singleton: true, requiredVersion },
        },
      ];
    }),
  );
}
