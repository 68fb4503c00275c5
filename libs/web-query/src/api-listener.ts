import { createListenerMiddleware } from '@reduxjs/toolkit';
import { signedOut, type WithAuthState } from '@classhub/web-api';
import { api } from './api';

/** Empties the API cache when a user signs out, so the next user never sees the previous one's data. */
export const apiListener = createListenerMiddleware<WithAuthState>();

apiListener.startListening({
  actionCreator: signedOut,
  effect: (_action, listenerApi) => {
    // Nothing was cached for a user when the start-up check finds no session.
    if (listenerApi.getOriginalState().auth.user) listenerApi.dispatch(api.util.resetApiState());
  },
});

/** What a store holding the API adds to its middleware: RTK Query's own, then the sign-out listener. */
export const apiMiddleware = [api.middleware, apiListener.middleware] as const;
