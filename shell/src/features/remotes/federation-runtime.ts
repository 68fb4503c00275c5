import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@classhub/contracts';
import { remoteDeadlinePlugin } from './remote-deadline.plugin';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import { createRemoteLoader, REMOTE_LOAD_DEADLINE_MS, type RemoteLoader } from './remote-loader';
import { fetchRemoteList, inlineRemoteList, type RemoteEntry } from './remote-list';

/**
 * The real loader: the remotes list (the one in index.html first, /remotes.json after that, so a retry sees a remote
 * that moved) → registerRemotes → loadRemote, with the fallback hook installed.
 */
export function createFederationRemoteLoader(): RemoteLoader {
  registerPlugins([remoteDeadlinePlugin(), remoteFallbackPlugin()]);
  let inline = inlineRemoteList();
  const readRemoteList = async (): Promise<RemoteEntry[]> => {
    const list = inline;
    inline = undefined;
    return list ?? fetchRemoteList();
  };
  return createRemoteLoader({
    fetchRemoteList: readRemoteList,
    deadlineMs: areaDeadlineMs,
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
  });
}

/** A page opened from the address bar shows its area or its fallback within this long of navigation. */
const FIRST_PAGE_DEADLINE_MS = 3000;
/** But the area's own load always gets at least this long, however slowly the shell itself started. */
const MIN_AREA_DEADLINE_MS = 1000;

/** Time left for the first page's area (performance.now() counts from navigation), else REMOTE_LOAD_DEADLINE_MS. */
function areaDeadlineMs(): number {
  const sinceNavigation = performance.now();
  if (sinceNavigation >= FIRST_PAGE_DEADLINE_MS) return REMOTE_LOAD_DEADLINE_MS;
  return Math.max(MIN_AREA_DEADLINE_MS, FIRST_PAGE_DEADLINE_MS - 300 - sinceNavigation);
}

/**
 * Starts fetching the remote entry and the chunks of `./App` of the remote the first page needs, before React has
 * rendered the area that asks for it. A failure is left to that area's own load (retries, then the fallback).
 */
export function preloadFirstArea(loader: RemoteLoader, remote: RemoteName | null): void {
  if (!remote) return;
  loader
    .registerAll()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: ['./App'] }]))
    .catch(() => undefined);
}
