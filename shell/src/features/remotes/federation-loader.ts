import type { RemoteName } from '@classhub/contracts';
import { loadOnce } from '../../app/load-once';
import { NoAnswerLog } from './answer-deadline';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRemoteList, inlineRemoteList, type RemoteEntry } from './remote-list';

/**
 * The real loader: the remotes list (the one in index.html first, /remotes.json after that, so a retry sees a remote
 * that moved) → registerRemotes → loadRemote, through the Module Federation runtime, which is fetched (chunk
 * `federation`) and started the first time a remote is asked for: a page without one never loads it.
 */
export function createFederationRemoteLoader(): RemoteLoader {
  const silent = new NoAnswerLog();
  // A failed fetch of the runtime is asked again by the next load.
  const federation = loadOnce(() =>
    import(/* webpackChunkName: "federation" */ './federation-runtime').then(({ startFederation }) =>
      startFederation(silent),
    ),
  );
  let inline = inlineRemoteList();
  const readRemoteList = async (): Promise<RemoteEntry[]> => {
    const list = inline;
    inline = undefined;
    return list ?? fetchRemoteList();
  };
  return createRemoteLoader({
    fetchRemoteList: readRemoteList,
    registerRemotes: async (remotes) => (await federation()).registerRemotes(remotes),
    forgetRemote: async (remote) => (await federation()).forgetRemote(remote),
    loadRemote: async (id) => (await federation()).loadRemote(id),
    silent,
  });
}

/**
 * Starts loading the remote the first page needs while the shell's own chunks and the session are still on their way,
 * so its retries (or its host's silence) are over by the time React renders the area, which takes up the same load.
 */
export function startFirstArea(loader: RemoteLoader, remote: RemoteName | null): void {
  if (remote) loader.loadApp(remote).catch(() => undefined);
}
