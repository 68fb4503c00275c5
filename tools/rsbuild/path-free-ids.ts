import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

const NAME = 'classhub:path-free-ids';
/** The workspace's folder, wherever it was checked out. */
const WORKSPACE = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** `identifier` with the workspace's folder, plain or URL-encoded (the MF runtime is a data: URL module), taken out. */
export function withoutWorkspacePath(identifier: string, workspace = WORKSPACE): string {
  return identifier.split(workspace).join('<workspace>').split(encodeURIComponent(workspace)).join('<workspace>');
}

/**
 * A module concatenated with the ES modules it imports is named after the first one plus `|` and a hash of all their
 * paths, absolute ones included. The first module's identifier names the whole: one module is the root of one
 * concatenation in a build (each app has one runtime), and `pathFreeIds` refuses two modules of the same name.
 */
const CONCATENATION_HASH = /\|[\da-f]{16}$/;

/** What a path-bound module is called whichever folder the workspace is in. */
export function pathFreeIdentifier(identifier: string, workspace = WORKSPACE): string {
  return withoutWorkspacePath(identifier, workspace).replace(CONCATENATION_HASH, '');
}

/**
 * Short ids from a hash of the path-free identifier: the shortest prefix (at least 4 characters) no other of these
 * modules has, handed out in identifier order so the same modules always get the same ids. The `mf` prefix keeps them
 * apart from the ids Rspack gives every other module.
 */
export function pathFreeIds(identifiers: readonly string[]): Map<string, string> {
  const used = new Set<string>();
  const ids = new Map<string, string>();
  for (const identifier of [...identifiers].sort()) {
    if (ids.has(identifier))
      throw new Error(
        `${NAME}: two modules are named ${identifier.slice(0, 200)}; their ids would depend on the folder`,
      );
    const digest = createHash('sha256').update(identifier).digest('base64url');
    let length = 4;
    while (used.has(`mf${digest.slice(0, length)}`)) length += 1;
    const id = `mf${digest.slice(0, length)}`;
    used.add(id);
    ids.set(identifier, id);
  }
  return ids;
}

/**
 * What Rspack hands this hook: stand-ins whose `identifier` is the string itself (not the method `Module` declares)
 * and whose `id`, which `Module` does not declare, takes the id to give the module.
 */
interface ModuleStandIn {
  identifier: string | (() => string);
  id: string | number | null;
}

function identifierOf(module: ModuleStandIn): string {
  return typeof module.identifier === 'function' ? module.identifier.call(module) : module.identifier;
}

/**
 * The same commit builds the same files in any folder. Rspack's deterministic ids hash each module's identifier with
 * its paths made relative, but the identifiers of Module Federation's shared-module and runtime modules carry the
 * absolute path of a file inside a longer string, which stays: their ids, the chunks that refer to them and every
 * file name changed with the checkout folder, so each CI build made browsers download unchanged apps again. These
 * modules get ids from their identifier without the workspace's folder.
 *
 * Chunks are numbered in the order of the modules they hold (`chunkIds: 'natural'`), so by these ids. Named after
 * their modules (`'named'`), the chunks Module Federation makes for shared modules met: several hold a request for
 * React with another version range, and Rspack told them apart with a hash of the modules' absolute paths. Chunks a
 * reader looks for are named in the code (`webpackChunkName`) or in the split rules (boot-chunk.ts).
 */
export function pluginPathFreeIds(): RsbuildPlugin {
  return {
    name: NAME,
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.optimization = { ...config.optimization, chunkIds: 'natural' };
        config.plugins = [
          ...(config.plugins ?? []),
          {
            apply(compiler: Rspack.Compiler) {
              compiler.hooks.compilation.tap(NAME, (compilation) => {
                compilation.hooks.beforeModuleIds.tap(NAME, (modules) => {
                  const pathBound = [...(modules as Iterable<unknown> as Iterable<ModuleStandIn>)]
                    .map((module) => ({ module, identifier: identifierOf(module) }))
                    .filter(({ identifier }) => withoutWorkspacePath(identifier) !== identifier)
                    .map(({ module, identifier }) => ({ module, pathFree: pathFreeIdentifier(identifier) }));
                  const ids = pathFreeIds(pathBound.map(({ pathFree }) => pathFree));
                  for (const { module, pathFree } of pathBound) module.id = ids.get(pathFree)!;
                });
              });
            },
          },
        ];
      });
    },
  };
}
