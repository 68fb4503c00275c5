import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@classhub/contracts';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRemoteList, inlineRemoteList, type RemoteEntry } from './remote-list';

/**
 * The real loader: the remotes list (the one in index.html first, /remotes.json after that, so a retry sees a remote
 * that moved) → registerRemotes → loadRemote, with the fallback hook installed.
 */
export function createFederationRemoteLoader(): RemoteLoader {
  registerPlugins([remoteFallbackPlugin()]);
  let inline = inlineRemoteList();
  const readRemoteList = async (): Promise<RemoteEntry[]> => {
    const list = inline;
    inline = undefined;
    return list ?? fetchRemoteList();
  };
  return createRemoteLoader({
    fetchRemoteList: readRemoteList,
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
  });
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
