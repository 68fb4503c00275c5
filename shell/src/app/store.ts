import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api, authListener, authSlice, initialAuthState, type AuthState } from '@classhub/web-api';
import { themePersistence, themeSlice } from '../features/theme/theme.slice';

export interface ShellStoreOptions {
  /** Start from a known auth state (tests); the app starts `loading` and dispatches `startSession()`. */
  auth?: Partial<AuthState>;
}

/** The one store of the front end: the shared API (remotes inject into it), the auth state and the shell's slices. */
export function createShellStore({ auth }: ShellStoreOptions = {}) {
  const store = configureStore({
    reducer: {
      [themeSlice.reducerPath]: themeSlice.reducer,
      [authSlice.reducerPath]: authSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: auth ? { [authSlice.reducerPath]: { ...initialAuthState, ...auth } } : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(themePersistence.middleware, authListener.middleware).concat(api.middleware),
  });
  // Lets endpoints that ask for it refetch on window focus or reconnect.
  setupListeners(store.dispatch);
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type RootState = ReturnType<ShellStore['getState']>;
export type AppDispatch = ShellStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
