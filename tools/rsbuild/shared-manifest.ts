import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { packageDir } from './boot-chunk';

/** What the shell provides of one shared singleton: the version installed and the range the shell declares. */
export interface ProvidedShared {
  version: string;
  requiredVersion: string;
}

/** An exact pin ("6.6.0": built and tested with it) accepts that version's compatible releases; a range stays. */
export function rangeFrom(declared: string): string {
  return /^\d+\.\d+\.\d+$/.test(declared) ? `^${declared}` : declared;
}

/** The `dependencies` of the app in `appDir`, as its package.json declares them. */
export function declaredDependencies(appDir: string): Record<string, string> {
  const { dependencies = {} } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return dependencies;
}

/** The version installed for each of `names` (found from `appDir`) and the range the app's package.json declares. */
export function providedShared(names: readonly string[], appDir: string): Record<string, ProvidedShared> {
  const dependencies = declaredDependencies(appDir);
  return Object.fromEntries(
    names.map((name) => {
      const dir = packageDir(name, appDir);
      if (!dir) throw new Error(`${name} is shared but not installed for ${appDir}`);
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
      return [name, { version, requiredVersion: rangeFrom(dependencies[name] ?? version) }];
    }),
  );
}

/**
 * Writes `mf-manifest.json` with the shared singletons the shell provides at run time, in the shape the Module
 * Federation plugin writes for the remotes, so `npm run federation-check -w deploy` compares the two the same way.
 */
export function pluginSharedManifest(name: string, shared: Record<string, ProvidedShared>): RsbuildPlugin {
  return {
    name: 'classhub:shared-manifest',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const manifest = {
          id: name,
          name,
          shared: Object.entries(shared).map(([sharedName, provided]) => ({
            name: sharedName,
            singleton: true,
            ...provided,
          })),
        };
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    },
  };
}
