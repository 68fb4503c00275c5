import type { ComponentType } from 'react';

/**
 * What marks the module that stands in for a remote's `./App` when it cannot be loaded. Kept apart from the fallback
 * component (remote-fallback.tsx) and free of React at run time: the loader runs in the shell's entry chunk, before
 * the boot chunk with React has arrived.
 */
const FALLBACK_MARK = Symbol.for('classhub.remote-fallback');

export interface RemoteAppModule {
  default: ComponentType;
}

/** A module whose `./App` is `component`, marked so the loader knows it is a fallback and not the remote. */
export function fallbackModuleOf(component: ComponentType): RemoteAppModule {
  return { default: component, [FALLBACK_MARK]: true } as RemoteAppModule;
}

export function isFallbackModule(value: unknown): boolean {
  return typeof value === 'object' && value !== null && FALLBACK_MARK in value;
}
