import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches now, following changes. Where the browser cannot tell (no matchMedia), `fallback`.
 * Read during render, so the first paint already has the right answer.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, matches);
}
