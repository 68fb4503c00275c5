import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { NoAnswerLog } from './answer-deadline';
import { remoteDeadlinePlugin } from './remote-deadline.plugin';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import type { RemoteEntry } from './remote-list';
import { sharedSingletons } from './shared-singletons';

declare const __FEDERATION_NAME__: string;

/** The runtime calls the remote loader makes (remote-loader.ts). */
export interface FederationRuntime {
  registerRemotes(remotes: RemoteEntry[]): void;
  forgetRemote(remote: RemoteEntry): void;
  loadRemote(id: string): Promise<unknown>;
}

/**
 * Starts the one Module Federation runtime of the page, in a chunk of its own that only pages with a remote fetch:
 * the shell's own copies of the shared singletons are registered (shared-singletons.ts), the runtime is handed to the
 * remotes (built with `externalRuntime`, they bundle none), and the deadline and fallback hooks are installed.
 */
export function startFederation(silent: NoAnswerLog): FederationRuntime {
  init({
    name: __FEDERATION_NAME__,
    remotes: [],
    shared: sharedSingletons(),
    // One dead remote must not stop start-up: use whatever copy of a shared lib is already loaded.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), remoteDeadlinePlugin(silent), remoteFallbackPlugin()],
  });
  return { registerRemotes: (remotes) => registerRemotes(remotes), forgetRemote, loadRemote: (id) => loadRemote(id) };
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
