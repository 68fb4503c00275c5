import { use, type ReactNode } from 'react';
import { useShellStore } from './store';

/**
 * Renders `children` once the store holds the shared API (suspending until then): around every page that reads
 * server data with RTK Query, a remote's area or the shell's profile pages.
 */
export function WithServerData({ children }: { children: ReactNode }) {
  const store = useShellStore();
  // `use` may be called conditionally: once the API is there, nothing suspends.
  if (!store.hasApi()) use(store.mountApi());
  return children;
}
