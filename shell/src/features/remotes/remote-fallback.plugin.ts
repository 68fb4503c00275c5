import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadOnce } from '../../app/load-once';

type FallbackChunk = typeof import('./remote-fallback');

/**
 * Layer 2: when loading a remote module fails for good, hand back a module that renders the
 * area's fallback instead of rejecting. Only the final `onLoad` stage may answer with a module;
 * the earlier stages expect other shapes (args, a manifest), so their errors pass through to it.
 *
 * The plugin is installed when the federation runtime starts, which may be before React has arrived, so the fallback
 * component comes in its own chunk (the runtime awaits this hook). That chunk is asked for at once, with the shell's
 * other chunks, so a failing remote does not wait one more round trip for its fallback.
 */
export function remoteFallbackPlugin(
  importFallback: () => Promise<FallbackChunk> = () =>
    import(/* webpackChunkName: "remote-fallback" */ './remote-fallback'),
): ModuleFederationRuntimePlugin {
  // A failed fetch is asked again by the next failure.
  const fallbackChunk = loadOnce(importFallback);
  fallbackChunk().catch(() => undefined);
  return {
    name: 'classhub-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[classhub] could not load ${id}; showing its fallback`, error);
      const { createFallbackModule } = await fallbackChunk();
      return createFallbackModule();
    },
  };
}
