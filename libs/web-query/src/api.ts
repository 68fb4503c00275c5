import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import {
  answerRefusedCall,
  ensureFreshToken,
  forcedSignOutReasonOf,
  readAccessToken,
  type WithAuthState,
} from '@classhub/web-api';

/** Tag types shared by every remote, so one remote's mutation can refresh another's list. */
export const API_TAG_TYPES = ['Class', 'User', 'Selected', 'Payment', 'ContactMessage'] as const;

const fetchWithToken = fetchBaseQuery({
  baseUrl: '/api',
  // Looked up per request rather than at import, so the page's fetch is always the one used.
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: (headers) => {
    const token = readAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Every request of every remote passes here. A token about to expire is renewed first; a 401 or 403 while signed in
 * signs the user out (docs/product.md#signing-in) with its reason, and the shell then goes to /login and says why; a
 * 403 that only meant the user's role changed updates the role instead. The sign-in calls themselves do not come
 * through here (their 401s are expected answers): see web-api's auth/auth-client.ts.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const auth = () => (queryApi.getState() as Partial<WithAuthState>).auth;
  if (auth()) await queryApi.dispatch(ensureFreshToken());
  const result = await fetchWithToken(args, queryApi, extraOptions);
  const forced = forcedSignOutReasonOf(result.error?.status);
  if (forced && auth()?.status === 'signedIn') void queryApi.dispatch(answerRefusedCall(forced));
  return result;
};

/**
 * The one RTK Query API of the front end. The shell mounts its reducer and middleware; remotes add
 * their endpoints with `api.injectEndpoints` in `features/<feature>/api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
