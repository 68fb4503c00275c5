import { isFallbackModule, type RemoteAppModule } from './remote-fallback';
import type { RemoteName } from '@classhub/contracts';
import type { RemoteEntry } from './remote-list';

/** The Module Federation runtime calls the loader needs; injected so the policy is testable. */
export interface RemoteLoaderDeps {
  fetchRemoteList: () => Promise<RemoteEntry[]>;
  registerRemotes: (remotes: RemoteEntry[], options: { force: boolean }) => void;
  loadRemote: (id: string) => Promise<unknown>;
  /** Tries per load, the first included. */
  attempts?: number;
  retryDelayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

export interface LoadOptions {
  /** Drop whatever the runtime cached for this remote (a failed entry script) before the first try. */
  fresh?: boolean;
}

export interface RemoteLoader {
  /** Fetches /remotes.json and registers every remote in it; retried by the next load if it fails. */
  registerAll(): Promise<RemoteEntry[]>;
  /** Loads `<remote>/App`, retrying a few times; resolves to the fallback module or rejects when it gives up. */
  loadApp(remote: RemoteName, options?: LoadOptions): Promise<RemoteAppModule>;
}

export class RemoteUnavailableError extends Error {
  constructor(remote: string, reason: string) {
    super(`Remote ${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

/**
 * Layer 1 of the three (ARCHITECTURE §7): a bounded retry around `loadRemote`, because no
 * @module-federation/retry-plugin is published for 2.9.2. Layer 2 is the errorLoadRemote hook
 * (remote-fallback.plugin.ts) that turns a failure into the fallback module; layer 3 is the
 * error boundary in RemoteArea.
 */
export function createRemoteLoader({
  fetchRemoteList,
  registerRemotes,
  loadRemote,
  attempts = 3,
  retryDelayMs = 400,
  wait = sleep,
}: RemoteLoaderDeps): RemoteLoader {
  let registration: Promise<RemoteEntry[]> | undefined;

  function registerAll(): Promise<RemoteEntry[]> {
    registration ??= fetchRemoteList()
      .then((remotes) => {
        registerRemotes(remotes, { force: false });
        return remotes;
      })
      .catch((error: unknown) => {
        registration = undefined;
        throw error;
      });
    return registration;
  }

  async function loadOnce(remote: RemoteName, fresh: boolean): Promise<unknown> {
    const remotes = await registerAll();
    const entry = remotes.find((item) => item.name === remote);
    if (!entry) throw new RemoteUnavailableError(remote, 'not listed in /remotes.json');
    if (fresh) registerRemotes([entry], { force: true });
    return loadRemote(`${remote}/App`);
  }

  async function loadApp(remote: RemoteName, { fresh = false }: LoadOptions = {}): Promise<RemoteAppModule> {
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= attempts;
      try {
        const loaded = await loadOnce(remote, fresh || attempt > 1);
        if (isFallbackModule(loaded)) {
          if (last) return loaded as RemoteAppModule;
        } else if (isRemoteAppModule(loaded)) {
          return loaded;
        } else if (last) {
          throw new RemoteUnavailableError(remote, './App has no default export');
        }
      } catch (error) {
        if (last) throw error;
      }
      await wait(retryDelayMs * attempt);
    }
  }

  return { registerAll, loadApp };
}
