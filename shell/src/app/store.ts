import { combineSlices, configureStore, createAction, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { authListener, authSlice, initialAuthState, type AuthState } from '@classhub/web-api';
import type { api, apiMiddleware, liveSeats, setupListeners } from '@classhub/web-query';
import { themePersistence, themeSlice } from '../features/theme/theme.slice';
import { ownLiveSeats } from './live-seats-owner';
import { loadOnce } from './load-once';

/** Dispatched when the API joins the store: what gives it its initial state. */
const apiMounted = createAction('shell/apiMounted');

/** What mounting the API takes, from @classhub/web-query (a shared module in a chunk of its own, `query`). */
interface ApiCode {
  api: typeof api;
  apiMiddleware: typeof apiMiddleware;
  setupListeners: typeof setupListeners;
  liveSeats: typeof liveSeats;
}

export interface ShellStoreOptions {
  /** Start from a known auth state (tests); the app starts `loading` and dispatches `startSession()`. */
  auth?: Partial<AuthState>;
  /** Mount the API at once from @classhub/web-query as given, instead of fetching it on first use (tests). */
  apiCode?: ApiCode;
}

/**
 * The one store of the front end: the auth state, the shell's slices and, once a page showing server data needs it,
 * the shared RTK Query API (remotes inject into it). RTK Query is about 15 KB gzip that the sign-in page and the
 * other pages without server data do without (decision 0026), so its reducer and middleware are mounted by
 * `mountApi()`, which `WithServerData` waits for.
 */
export function createShellStore({ auth, apiCode }: ShellStoreOptions = {}) {
  const reducer = combineSlices(themeSlice, authSlice).withLazyLoadedSlices<WithSlice<typeof api>>();
  const lateMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: auth ? { [authSlice.reducerPath]: { ...initialAuthState, ...auth } } : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(themePersistence.middleware, authListener.middleware)
        .concat(lateMiddleware.middleware),
  });

  let hasApi = false;
  const mountApiFrom = ({ api, apiMiddleware, setupListeners, liveSeats }: ApiCode) => {
    reducer.inject(api);
    lateMiddleware.addMiddleware(...apiMiddleware);
    // Injected reducers get their state at the next action.
    store.dispatch(apiMounted());
    // Refetch on focus and reconnect, for the endpoints that ask for it.
    setupListeners(store.dispatch);
    // The pages showing server data are the ones showing seat figures: the tab's one live stream comes with them.
    ownLiveSeats(liveSeats);
    hasApi = true;
  };
  if (apiCode) mountApiFrom(apiCode);

  return Object.assign(store, {
    hasApi: () => hasApi,
    /**
     * Mounts the API once (its chunk is fetched the first time); every later call gets the same promise. A failed
     * fetch is forgotten, so the area's "Try again" asks for the chunk again.
     */
    mountApi: loadOnce(async () => {
      if (!hasApi) mountApiFrom(await import('@classhub/web-query'));
    }),
  });
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type RootState = ReturnType<ShellStore['getState']>;
export type AppDispatch = ShellStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useShellStore = useStore.withTypes<ShellStore>();
