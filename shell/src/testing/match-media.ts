/** A window.matchMedia whose `(min-width: …)` queries match a window of `width` px; `resize` changes it and tells listeners. */
export function stubWindowWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query)?.[1];
    return minWidth === undefined ? false : current >= Number(minWidth);
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      for (const listener of listeners) listener();
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}
