import { configureStore } from '@reduxjs/toolkit';
import { authListener } from './auth.listeners';
import { authSlice } from './auth.slice';

/** The auth part of the shell's store, for this library's specs (the API is @classhub/web-query's). */
export function createAuthTestStore() {
  return configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(authListener.middleware),
  });
}
