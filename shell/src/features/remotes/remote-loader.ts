import { isFallbackModule, type RemoteAppModule } from './fallback-module';
import type { RemoteName } from '@classhub/contracts';
import type { RemoteEntry } from './remote-list';

/**
 * The Module Federation runtime calls the loader needs; injected so the policy is testable. They may be asynchronous:
 * the runtime itself is fetched when the first remote is asked for.
 */
export interface RemoteLoaderDeps {
  fetchRemoteList: () => Promise<RemoteEntry[]>;
  registerRemotes: (remotes: RemoteEntry[]) => void | Promise<void>;
  /** Drops what the runtime holds for a remote (its registration, a failed entry script) so it is asked anew. */
  forgetRemote: (remote: RemoteEntry) => void | Promise<void>;
  loadRemote: (id: string) => Promise<unknown>;
  /** Remotes whose host did not answer in time: retrying those would only delay the fallback. */
  silent?: { take(remote: string): boolean; wentSilent(remote: string): boolean };
  /** Tries per load, the first included. */
  attempts?: number;
  retryDelayMs?: number;
  wait?: (ms: number) => Promise<void>;
  /** Milliseconds since the page's navigation started (`performance.now()`). */
  now?: () => number;
}

/** A load that starts this soon after navigation (the first page's) retries until then, so its fallback shows within 3 s… */
export const RETRY_BY_MS = 2_000;
/** …and a later page's load retries for this long after it started. */
export const MIN_RETRY_WINDOW_MS = 1_500;

export interface LoadOptions {
  /** Drop whatever the runtime cached for this remote (a failed entry script) before the first try. */
  fresh?: boolean;
}

export interface RemoteLoader {
  /** Fetches /remotes.json and registers every remote in it; retried by the next load if it fails. */
  registerAll(): Promise<RemoteEntry[]>;
  /**
   * Loads `<remote>/App`, retrying a few times; resolves to the fallback module or rejects when it gives up. Calls
   * without `fresh` share the remote's current load; `fresh` starts a new one.
   */
  loadApp(remote: RemoteName, options?: LoadOptions): Promise<RemoteAppModule>;
  /** Whether only a new page can load `remote` again (its host went silent: answer-deadline.ts). */
  needsNewPage(remote: RemoteName): boolean;
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
 * Layer 1 of the three (docs/architecture.md#front-end): a bounded retry around `loadRemote`, because no
 * @module-federation/retry-plugin is published for 2.9.2. Layer 2 is the errorLoadRemote hook
 * (remote-fallback.plugin.ts) that turns a failure into the fallback module; layer 3 is the
 * error boundary in RemoteArea.
 */
export function createRemoteLoader({
  fetchRemoteList,
  registerRemotes,
  forgetRemote,
  loadRemote,
  silent,
  attempts = 3,
  retryDelayMs = 400,
  wait = sleep,
  now = () => performance.now(),
}: RemoteLoaderDeps): RemoteLoader {
  let registration: Promise<RemoteEntry[]> | undefined;

  function registerAll(): Promise<RemoteEntry[]> {
    registration ??= fetchRemoteList()
      .then(async (remotes) => {
        await registerRemotes(remotes);
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
    if (fresh) {
      await forgetRemote(entry);
      await registerRemotes([entry]);
    }
    return loadRemote(`${remote}/App`);
  }

  async function loadWithRetries(remote: RemoteName, fresh: boolean): Promise<RemoteAppModule> {
    silent?.take(remote);
    const startedAt = now();
    const retryUntil = startedAt < RETRY_BY_MS ? RETRY_BY_MS : startedAt + MIN_RETRY_WINDOW_MS;
    // Whether this attempt is the last: the bounded count, a host that said nothing (retrying it would only delay the
    // fallback), or a retry that could not end before the deadline (the user gets the fallback and "Try again").
    const isLast = (attempt: number) =>
      attempt >= attempts || silent?.take(remote) === true || now() + retryDelayMs * attempt > retryUntil;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await loadOnce(remote, fresh || attempt > 1).then(
        (loaded) => ({ loaded }),
        (error: unknown) => ({ error }),
      );
      if ('loaded' in outcome && isRemoteAppModule(outcome.loaded) && !isFallbackModule(outcome.loaded))
        return outcome.loaded;
      if (isLast(attempt)) {
        if ('error' in outcome) throw outcome.error;
        if (isFallbackModule(outcome.loaded)) return outcome.loaded as RemoteAppModule;
        throw new RemoteUnavailableError(remote, './App has no default export');
      }
      await wait(retryDelayMs * attempt);
    }
  }

  // The load of each remote, shared: the shell starts the first page's remote before React asks for it.
  const loads = new Map<RemoteName, Promise<RemoteAppModule>>();
  function loadApp(remote: RemoteName, { fresh = false }: LoadOptions = {}): Promise<RemoteAppModule> {
    let load = fresh ? undefined : loads.get(remote);
    if (!load) {
      load = loadWithRetries(remote, fresh);
      loads.set(remote, load);
    }
    return load;
  }

  return { registerAll, loadApp, needsNewPage: (remote) => silent?.wentSilent(remote) ?? false };
}
