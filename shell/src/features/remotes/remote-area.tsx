import {
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { FallbackBoundary, PageSuspense } from '@classhub/ui';
import { WithServerData } from '../../app/with-server-data';
import { RemoteAreaContext, RemoteUnavailable } from './remote-fallback';
import type { RemoteName } from '@classhub/contracts';
import type { RemoteLoader } from './remote-loader';

interface LoadedArea {
  Component: LazyExoticComponent<ComponentType>;
  /** Bumped by "Try again" so the boundary and Suspense start over. */
  attempt: number;
}

interface RemoteAreas {
  get(remote: RemoteName): LoadedArea;
  retry(remote: RemoteName): void;
  version: number;
}

const RemoteAreasContext = createContext<RemoteAreas | null>(null);

const reloadCurrentPage = () => window.location.reload();

/**
 * Starts a remote's load now rather than when its area first renders: a signed-in page renders its area only once the
 * session and the role are known, and a host that never answers must still show its fallback within 3 s of navigation.
 */
function loadNow(load: () => ReturnType<RemoteLoader['loadApp']>): LazyExoticComponent<ComponentType> {
  const loading = load();
  // Shown by the area's boundary once it renders; a page that never renders it (a visitor sent to the login page)
  // must not report an unhandled rejection.
  loading.catch(() => undefined);
  return lazy(() => loading);
}

/** Keeps one lazy component per remote, so moving between pages of an area does not reload it. */
export function RemoteAreasProvider({
  loader,
  children,
  reloadPage = reloadCurrentPage,
}: {
  loader: Pick<RemoteLoader, 'loadApp' | 'needsNewPage'>;
  children: ReactNode;
  reloadPage?: () => void;
}) {
  const areas = useRef(new Map<RemoteName, LoadedArea>());
  const [version, setVersion] = useState(0);

  const get = useCallback(
    (remote: RemoteName) => {
      let area = areas.current.get(remote);
      if (!area) {
        area = { Component: loadNow(() => loader.loadApp(remote)), attempt: 0 };
        areas.current.set(remote, area);
      }
      return area;
    },
    [loader],
  );

  const retry = useCallback(
    (remote: RemoteName) => {
      if (loader.needsNewPage(remote)) {
        reloadPage();
        return;
      }
      const attempt = (areas.current.get(remote)?.attempt ?? 0) + 1;
      areas.current.set(remote, { Component: loadNow(() => loader.loadApp(remote, { fresh: true })), attempt });
      setVersion((n) => n + 1);
    },
    [loader, reloadPage],
  );

  // A new value after each retry, so the areas below re-render and read the new lazy component.
  const value = useMemo(() => ({ get, retry, version }), [get, retry, version]);
  return <RemoteAreasContext.Provider value={value}>{children}</RemoteAreasContext.Provider>;
}

/** Starts loading `remote`'s area (when not null) as soon as the page shows, before the area itself can render. */
export function usePrefetchRemoteArea(remote: RemoteName | null): void {
  const areas = useContext(RemoteAreasContext);
  useEffect(() => {
    if (remote) areas?.get(remote);
  }, [areas, remote]);
}

/** Layer 3: whatever a remote throws (a failed load that got through, a render error) stays in its area. */
function logAreaFailure(error: Error, info: ErrorInfo): void {
  console.error('[classhub] a remote area failed', error, info.componentStack);
}

/** Mounts one remote's App once it and the shared API are loaded: Suspense until then, its own fallback if they cannot. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const areas = useContext(RemoteAreasContext);
  if (!areas) throw new Error('RemoteArea needs a RemoteAreasProvider');
  const { Component, attempt } = areas.get(remote);
  const retry = useMemo(() => ({ retry: () => areas.retry(remote) }), [areas, remote]);

  return (
    <RemoteAreaContext.Provider value={retry}>
      <FallbackBoundary key={attempt} fallback={<RemoteUnavailable />} onError={logAreaFailure}>
        <PageSuspense>
          <WithServerData>
            <Component />
          </WithServerData>
        </PageSuspense>
      </FallbackBoundary>
    </RemoteAreaContext.Provider>
  );
}
