import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { SplitChunksConfig } from '@rsbuild/core';

/** The folder npm installed `pkg` into, as Node would find it from `fromDir`; undefined when it is not installed. */
export function packageDir(pkg: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The folders of `packages` and of everything the npm ones depend on, found from `appDir`. A workspace library's own
 * dependencies are not followed: the library is shared as a whole, but what it imports (a chart library, the schemas)
 * only some pages need, and they get it in chunks of their own.
 */
export function dependencyFolders(packages: readonly string[], appDir: string): string[] {
  const found = new Set<string>();
  const visit = (pkg: string, fromDir: string) => {
    const dir = packageDir(pkg, fromDir);
    if (!dir || found.has(dir)) return;
    found.add(dir);
    if (!dir.includes(`${sep}node_modules${sep}`)) return;
    const { dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency, dir);
  };
  for (const pkg of packages) visit(pkg, appDir);
  return [...found];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form library every page with a form runs, in one chunk (`forms`) that those pages share. */
const FORM_LIBRARIES = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
/**
 * zod and its form resolver, in one chunk (`schemas`): the sign-up and profile pages load it with the page, the
 * sign-in page when its form is first used (shell/src/components/form/lazy-resolver.ts).
 */
const SCHEMA_LIBRARIES = /[\\/]node_modules[\\/](?:zod|@hookform[\\/]resolvers)[\\/]/;

/**
 * RTK Query and the one API built with it (@classhub/web-query), in one chunk (`query`): only the pages that show
 * server data run them (the remotes' areas, the profile pages), and the shell mounts them when the first such page
 * renders. The sign-in page does without.
 */
const SERVER_DATA_LIBRARIES =
  /[\\/](?:node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query|libs[\\/]web-query)[\\/]/;

/**
 * The libraries every page of the app runs (`packages` and their dependencies) go into one chunk, `boot`. Split by
 * package, the shell's start took fifteen scripts, more than the six connections a browser opens to one HTTP/1.1
 * host, so they came in three waves after the entry; one file comes in one. The form libraries go into `forms` and
 * `schemas`, RTK Query and the API into `query` (ahead of `boot`, whose Redux Toolkit folder holds RTK Query too).
 *
 * A workspace library's module named `*.lazy.tsx` stays out of `boot`, in the chunk that imports it lazily: a part of a
 * shared library that only some pages show (the waitlist's controls) is not fetched by every page.
 *
 * Every split is named here, and Rspack's own groups (`default`, `defaultVendors`) are off: the chunks those made were
 * named after their modules, and where two names met (two requests for a shared package with different version
 * ranges, one of them recharts') Rspack told them apart with a hash of absolute paths, so the same commit built in
 * another folder gave other file names. Any other code stays in the lazy chunk that imports it.
 */
export function bootChunk(packages: readonly string[], appDir: string): SplitChunksConfig {
  const folders = dependencyFolders(packages, appDir).map(escapeRegExp).join('|');
  return {
    // The entry stays one file: split, its federation runtime came as a second script of 0.7 KB on every page.
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      forms: { test: FORM_LIBRARIES, name: 'forms', chunks: 'async', enforce: true, priority: 10 },
      schemas: { test: SCHEMA_LIBRARIES, name: 'schemas', chunks: 'async', enforce: true, priority: 10 },
      query: { test: SERVER_DATA_LIBRARIES, name: 'query', chunks: 'async', enforce: true, priority: 30 },
      boot: {
        test: new RegExp(`^(?:${folders})[\\\\/](?!.*\\.lazy\\.[jt]sx?$)`),
        name: 'boot',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
    },
  };
}
