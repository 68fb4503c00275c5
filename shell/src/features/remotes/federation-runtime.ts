import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@classhub/contracts';
import { NoAnswerLog } from './answer-deadline';
import { remoteDeadlinePlugin } from './remote-deadline.plugin';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRemoteList, inlineRemoteList, type RemoteEntry } from './remote-list';

/**
 * The real loader: the remotes list (the one in index.html first, /remotes.json after that, so a retry sees a remote
 * that moved) → registerRemotes → loadRemote, with the deadline and fallback hooks installed.
 */
export function createFederationRemoteLoader(): RemoteLoader {
  const silent = new NoAnswerLog();
  registerPlugins([remoteDeadlinePlugin(silent), remoteFallbackPlugin()]);
  let inline = inlineRemoteList();
  const readRemoteList = async (): Promise<RemoteEntry[]> => {
    const list = inline;
    inline = undefined;
    return list ?? fetchRemoteList();
  };
  return createRemoteLoader({
    fetchRemoteList: readRemoteList,
    registerRemotes: (remotes) => registerRemotes(remotes),
    forgetRemote,
    loadRemote: (id) => loadRemote(id),
    silent,
  });
}

/**
 * What `registerRemotes(…, { force: true })` does before registering anew — drop the remote's manifest, snapshot,
 * entry and shared modules — without the "already registered, overriding it may cause unexpected errors" warning it
 * logs on every retry. `removeRemote` is typed private in 2.9.2 but is the runtime's own cleanup; the fallback e2e
 * tests (a fixed manifest picked up by "Try again") fail if it stops doing that.
 */
function forgetRemote(remote: RemoteEntry): void {
  const handler = getInstance()?.remoteHandler as unknown as { removeRemote(remote: RemoteEntry): void } | undefined;
  handler?.removeRemote(remote);
}

/**
 * Starts loading the remote the first page needs while the shell's own chunks and the session are still on their way,
 * so its retries (or its host's silence) are over by the time React renders the area, which takes up the same load.
 */
export function startFirstArea(loader: RemoteLoader, remote: RemoteName | null): void {
  if (remote) loader.loadApp(remote).catch(() => undefined);
}
