// `npm run federation-check -w deploy`: reads the built mf-manifest.json of the shell and of every remote and fails when a
// remote needs a shared singleton in a version range the shell does not provide. At run time such a remote would
// refuse the page's copy (strictVersion) and show its area's fallback; this check stops it before users see it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '@classhub/contracts';
import semver from 'semver';

/** The repository's root folder. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const HOST = 'shell';
/** The remotes' folders: their Module Federation names with dashes (`mf_catalog` → `mf-catalog`). */
export const REMOTES = REMOTE_NAMES.map((name) => name.replace('_', '-'));

/** @returns {{ name: string, version: string, requiredVersion?: string, singleton?: boolean }[]} */
function sharedOf(folder, root) {
  const file = path.join(root, folder, 'dist', 'mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`${path.relative(root, file)} is missing: build it first (npx nx run ${folder}:build)`);
  return JSON.parse(readFileSync(file, 'utf8')).shared;
}

/**
 * Every (remote, shared package) pair whose required range the shell's copy does not satisfy, or that the shell does
 * not provide at all.
 */
export function findSkew(root = ROOT, remotes = REMOTES) {
  const provided = new Map(sharedOf(HOST, root).map((shared) => [shared.name, shared.version]));
  const problems = [];
  const rows = [];
  for (const remote of remotes) {
    for (const shared of sharedOf(remote, root)) {
      if (!shared.singleton) continue;
      const version = provided.get(shared.name);
      const range = shared.requiredVersion ?? '*';
      const ok = version !== undefined && semver.satisfies(version, range);
      rows.push({ remote, shared: shared.name, needs: range, shell: version ?? '(not provided)', ok });
      if (!ok) problems.push(`${remote} needs ${shared.name} ${range}; the shell provides ${version ?? 'no copy'}`);
    }
  }
  return { rows, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { rows, problems } = findSkew();
    for (const row of rows.filter((item) => !item.ok))
      console.log(
        `✗ ${row.remote.padEnd(14)} ${row.shared.padEnd(30)} needs ${row.needs.padEnd(10)} shell has ${row.shell}`,
      );
    if (problems.length) {
      console.error(
        `\nVersion skew between the shell and its remotes (${problems.length}):\n  ${problems.join('\n  ')}\nRebuild the shell with the newer version, or build the remote against the shell's.`,
      );
      process.exit(1);
    }
    console.log(`Shared singletons agree: ${rows.length} requirements of ${REMOTES.length} remotes met by the shell.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
