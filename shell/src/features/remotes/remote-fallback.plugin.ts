import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackModule } from './remote-fallback';

/**
 * Layer 2: when loading a remote module fails for good, hand back a module that renders the
 * area's fallback instead of rejecting. Only the final `onLoad` stage may answer with a module;
 * the earlier stages expect other shapes (args, a manifest), so their errors pass through to it.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'classhub-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[classhub] could not load ${id}; showing its fallback`, error);
      return createFallbackModule();
    },
  };
}
