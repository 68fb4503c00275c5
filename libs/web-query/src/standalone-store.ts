import { configureStore } from '@reduxjs/toolkit';
import { authListener, authSlice } from '@classhub/web-api';
import { api } from './api';
import { apiMiddleware } from './api-listener';

/**
 * A store holding the shared API and the auth state: what a remote uses when it runs alone on its dev server
 * (dispatch `startSession()` to sign in from the shared cookie). Inside ClassHub the shell's store is in charge.
 */
export function createStandaloneStore() {
  return configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(authListener.middleware)
        .concat(...apiMiddleware),
  });
}
