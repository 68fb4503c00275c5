import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRemoteList } from './remote-list';

/** The real loader: /remotes.json → registerRemotes → loadRemote, with the fallback hook installed. */
export function createFederationRemoteLoader(): RemoteLoader {
  registerPlugins([remoteFallbackPlugin()]);
  return createRemoteLoader({
    fetchRemoteList,
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
  });
}
