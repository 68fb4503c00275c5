// The one Rsbuild + Module Federation setup for the shell and every remote (docs/architecture.md#front-end).
// Each app's rsbuild.config.ts only names itself; everything shared lives here so the five
// builds cannot drift apart.
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { bootChunk } from './boot-chunk';
import { pluginFederationRuntimeEsm } from './federation-runtime-esm';
import { pluginPathFreeIds } from './path-free-ids';
import { pluginPrecompress } from './precompress';
import { pluginRuntimeChunkHint } from './runtime-chunk-hint';
import { declaredDependencies, pluginSharedManifest, providedShared, rangeFrom } from './shared-manifest';

type SharedConfig = NonNullable<ModuleFederationOptions['shared']>;

/**
 * Singletons of host and remotes alike: one React, one router (`@classhub/routing`, the part of react-router-dom the
 * apps use: a shared module is kept whole, so sharing react-router-dom itself sent all of it), one store binding
 * (react-redux), one styled-components (so the shell's ThemeProvider reaches remote components) and one copy of each
 * web lib (the auth state in web-api; web-query's RTK Query API, which every remote injects its endpoints into). The version ranges each app needs
 * are added per app (`sharedFor`).
 *
 * Redux Toolkit is not shared: only the shell and the web libs call it (the remotes reach RTK Query through
 * web-query's API, and ESLint keeps them from importing it), so it loads once, from the shell, tree-shaken to what they
 * use instead of whole (3.8 KB gzip less on every page). Nor are the form libraries: react-hook-form is kept whole
 * when shared (15.8 KB gzip), and each app with a form needs only `useForm`, so it bundles what that takes (a form's
 * state lives in its page, so a copy per app changes nothing); the whole of zod (87 KB gzip) on every page weighed
 * more than the parts of it each app bundles, and `@classhub/contracts` goes with it.
 */
export const SHARED_SINGLETONS: SharedConfig = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  '@classhub/routing': { singleton: true },
  'react-redux': { singleton: true },
  'styled-components': { singleton: true },
  '@classhub/ui': { singleton: true },
  '@classhub/web-api': { singleton: true },
  '@classhub/web-query': { singleton: true },
};

/**
 * The npm code inside a shared workspace library that every page runs: the boot chunk does not follow a workspace
 * library's dependencies (boot-chunk.ts), so the router the routing library re-exports and the Redux Toolkit web-api
 * builds the auth state with are named here (RTK Query, inside that package, goes to its own chunk: boot-chunk.ts).
 */
const EVERY_PAGE_LIBRARY_DEPENDENCIES = ['react-router-dom', '@reduxjs/toolkit'];

/**
 * The singletons with the range each one must satisfy, from the dependencies of the app being built (`appDir`), and
 * `strictVersion`: a remote whose range the page's copy does not satisfy fails to load (its area shows the fallback)
 * instead of running on the wrong copy. The Module Federation plugin would otherwise require `^<installed version>`
 * whatever the app declares. The ranges land in each build's mf-manifest.json, where `npm run federation-check -w deploy`
 * compares them with what the shell provides.
 */
export function sharedFor(appDir: string): SharedConfig {
  const dependencies = declaredDependencies(appDir);
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([name, options]) => {
      const declared = dependencies[name];
      return [name, declared ? { ...options, requiredVersion: rangeFrom(declared), strictVersion: true } : options];
    }),
  );
}

/** The gateway serves /api, /remotes.json and the built remotes; the shell's dev server forwards to it. */
const GATEWAY_URL = 'http://127.0.0.1:3000';

interface WebAppOptions {
  /** Module Federation name: a JS identifier (`mf_catalog`), not the folder name. */
  name: string;
  port: number;
}

/**
 * One Module Federation runtime per page: the shell starts it with the runtime's API when a page first needs a remote
 * and provides it to the remotes (shell/src/features/remotes/federation-runtime.ts); a remote built for production
 * uses the page's copy instead of bundling its own (`externalRuntime`). A remote's dev server keeps its own copy, so
 * the remote still runs alone on its own page.
 */
type RuntimeRole = 'use' | 'own';

function federation(name: string, runtime: RuntimeRole, exposes?: Record<string, string>) {
  return pluginModuleFederation({
    name,
    exposes,
    // Rsbuild runs in the app's folder.
    shared: sharedFor(process.cwd()),
    experiments: {
      externalRuntime: runtime === 'use',
      // Browser-only pages: the runtime's Node.js script loaders are left out of every build (about 3 KB gzip a page).
      // A remote loads no remotes of its own, so its entry goes without the remote loader (0.7 KB gzip).
      optimization: { target: 'web', disableRemote: exposes !== undefined },
    },
    // One dead remote must not stop start-up: use whatever copy of a shared lib is already loaded.
    shareStrategy: 'loaded-first',
    // No type federation: the apps share types through workspace libs, not through remotes.
    dts: false,
  });
}

/**
 * Rsbuild 2 compiles dynamic imports lazily in dev by default, which Module Federation does not survive: the first
 * build holds only a proxy for `import('./bootstrap')`, so the share-scope table (which chunk provides `@classhub/ui`)
 * describes a partial chunk graph. The first visit compiles bootstrap, the chunks regroup and an HMR update brings a
 * new table, but the MF runtime has already registered the stale factories; one loads a chunk that no longer holds
 * its module and the page dies with "Cannot read properties of undefined (reading 'call')". The MF plugins for
 * Modern.js turn lazy compilation off for the same reason (module-federation/core#4845).
 */
const EAGER_DEV_COMPILATION = { lazyCompilation: false } as const;

const HTML_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * The shell is not built as a federation host: a page it serves alone (the sign-in page) runs no federation runtime
 * (22 KB gzip). When a page needs a remote, the shell starts the runtime with its API and registers its own copies of
 * the shared singletons, in the versions installed here (`__SHARED_SINGLETONS__`); it reads /remotes.json at run time.
 */
export function defineHostConfig({ name, port }: WebAppOptions): RsbuildConfig {
  const provided = providedShared(Object.keys(SHARED_SINGLETONS), process.cwd());
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginSharedManifest(name, provided),
      pluginRuntimeChunkHint(),
      pluginPathFreeIds(),
      pluginPrecompress(),
      pluginFederationRuntimeEsm(),
    ],
    source: {
      entry: { index: './src/index.ts' },
      define: { __FEDERATION_NAME__: JSON.stringify(name), __SHARED_SINGLETONS__: JSON.stringify(provided) },
    },
    splitChunks: bootChunk([...Object.keys(SHARED_SINGLETONS), ...EVERY_PAGE_LIBRARY_DEPENDENCIES], process.cwd()),
    dev: EAGER_DEV_COMPILATION,
    // Every page runs the boot chunk and the bootstrap, but the browser would only learn of them once the entry had
    // arrived and run: preloaded from the HTML, they download alongside the entry instead of after it.
    performance: {
      preload: { type: 'async-chunks', include: [/[\\/]boot\.[\da-f]+\.js$/, /[\\/]bootstrap\.[\da-f]+\.js$/] },
    },
    html: {
      // Rsbuild's built-in page has no `lang`; screen readers need it to pick the voice.
      template: HTML_TEMPLATE,
      title: 'ClassHub',
      favicon: './src/assets/favicon.svg',
      meta: { description: 'ClassHub: browse classes, learn from great instructors.' },
    },
    server: {
      port,
      strictPort: true,
      // Every browser-visible path below /dashboard etc. is a client route.
      historyApiFallback: true,
      proxy: {
        '/api': GATEWAY_URL,
        '/remotes.json': GATEWAY_URL,
        '/remotes': GATEWAY_URL,
      },
    },
  });
}

/** A remote: exposes exactly one module, `./App` (its routes). */
export function defineRemoteConfig({ name, port }: WebAppOptions) {
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      federation(name, command === 'build' ? 'use' : 'own', { './App': './src/app/app.tsx' }),
      pluginPathFreeIds(),
      pluginPrecompress(),
      pluginFederationRuntimeEsm(),
    ],
    source: { entry: { index: './src/index.ts' } },
    // A page of the area loads `./App` as one chunk (plus the entry), not one per library: what it does not share
    // with the shell (its schemas, a date library) is its own. Its lazy pages stay chunks of their own.
    splitChunks: false,
    html: { template: HTML_TEMPLATE, title: `ClassHub · ${name}` },
    // A remote does not know the URL it is deployed under; chunks resolve relative to its entry.
    output: { assetPrefix: 'auto' },
    // Its dev server does know: an absolute prefix serves both the shell on another port and the remote's own page
    // at a deep route such as /dashboard/adminhome (where a relative prefix would resolve below /dashboard/).
    dev: { ...EAGER_DEV_COMPILATION, assetPrefix: true },
    // Run alone, the remote calls /api on its own origin, as it does on the shell's inside ClassHub.
    server: { port, strictPort: true, historyApiFallback: true, cors: true, proxy: { '/api': GATEWAY_URL } },
  }));
}
