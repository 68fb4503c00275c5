import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_DEADLINE_MS } from './remote-loader';

/**
 * Ends a remote's downloads that stall: the manifest fetch is aborted and the entry script given up after
 * `timeoutMs`. The loader already shows the fallback at its deadline; this makes the stalled request fail too, so the
 * runtime does not keep waiting on it and "Try again" asks the host anew (the runtime's own script timeout is 20 s and
 * its manifest fetch has none).
 */
export function remoteDeadlinePlugin(timeoutMs = REMOTE_LOAD_DEADLINE_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'classhub-remote-deadline',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript() {
      return { timeout: timeoutMs };
    },
  };
}
