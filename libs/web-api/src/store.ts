import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { authListener } from './auth/auth.listeners';
import { authSlice } from './auth/auth.slice';

/**
 * A store holding the shared API and the auth state: what a remote uses when it runs alone on its dev server
 * (dispatch `startSession()` to sign in from the shared cookie). Inside ClassHub the shell's store is in charge.
 */
export function createStandaloneStore() {
  return configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(authListener.middleware).concat(api.middleware),
  });
}
