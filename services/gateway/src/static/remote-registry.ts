import { watch, type FSWatcher } from 'node:fs';
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { remoteListSchema, type RemoteEntry } from './remotes.js';

/** Where each remote's manifest is: what /remotes.json and index.html list and what the CSP lets the browser load. */
export interface RemoteRegistry {
  /** The list in force; the same array until it changes, so derived values can be kept per list. */
  current(): readonly RemoteEntry[];
  close(): void;
}

/** A list set once at start (REMOTES_JSON or the remotes this gateway serves). */
export function fixedRegistry(remotes: readonly RemoteEntry[]): RemoteRegistry {
  return { current: () => remotes, close: () => undefined };
}

/** Changes only what changed, named by remote: the audit line a roll forward or back leaves in the log. */
function changesBetween(before: readonly RemoteEntry[], after: readonly RemoteEntry[]) {
  const names = new Set([...before, ...after].map((remote) => remote.name));
  return [...names].flatMap((name) => {
    const from = before.find((remote) => remote.name === name);
    const to = after.find((remote) => remote.name === name);
    if (from?.entry === to?.entry && from?.version === to?.version) return [];
    return [
      {
        name,
        from: from ? { entry: from.entry, version: from.version } : null,
        to: to ? { entry: to.entry, version: to.version } : null,
      },
    ];
  });
}

async function readList(file: string): Promise<readonly RemoteEntry[]> {
  const text = await readFile(file, 'utf8');
  const result = remoteListSchema.safeParse(JSON.parse(text));
  if (!result.success)
    throw new Error(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(list)'}: ${issue.message}`).join('; '),
    );
  return result.data;
}

/**
 * Writes a whole new file and renames it into place, so a reader never sees half a list. The temporary file is this
 * process's own: gateway replicas sharing the registry may all create it at once.
 */
async function writeRemoteList(file: string, remotes: readonly unknown[]): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(remotes, null, 2)}\n`);
  await rename(temporary, file);
}

/**
 * The list in a JSON file the gateway watches, so a remote is moved, rolled forward or back without a restart
 * (`npm run remotes`). A missing file is created with `initial`, for people to edit. A file that is unreadable or
 * invalid never takes the site down: the last good list stays in force and the problem is logged; every change that
 * takes effect is logged with what it changed.
 */
export async function watchedRegistry(
  file: string,
  initial: readonly RemoteEntry[],
  log: FastifyBaseLogger,
): Promise<RemoteRegistry> {
  let remotes = initial;
  const missing = await access(file).then(
    () => false,
    () => true,
  );
  if (missing) {
    await writeRemoteList(file, initial);
    log.info({ file }, 'remotes registry file created with the list in force');
  }

  async function reload(): Promise<void> {
    try {
      const next = await readList(file);
      const changes = changesBetween(remotes, next);
      if (changes.length === 0) return;
      remotes = next;
      log.info({ file, changes }, 'remotes registry changed');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ file, reason }, 'remotes registry file not used; the previous list stays in force');
    }
  }

  await reload();
  // The folder is watched, not the file: editors and `npm run remotes` replace the file (write, then rename).
  let pending: NodeJS.Timeout | undefined;
  const watcher: FSWatcher = watch(dirname(file), (_event, name) => {
    if (name !== basename(file)) return;
    clearTimeout(pending);
    pending = setTimeout(() => void reload(), 50);
  });
  watcher.on('error', (error) => log.error({ file, err: error }, 'cannot watch the remotes registry file'));

  return {
    current: () => remotes,
    close: () => {
      clearTimeout(pending);
      watcher.close();
    },
  };
}
