import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the viewport a section's chunk starts loading: far enough to be there before it scrolls into view. */
export const PREFETCH_MARGIN = '600px 0px';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true), so what it holds can be
 * fetched just before it is seen. A browser without IntersectionObserver counts it as near at once.
 */
export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
