import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@classhub/routing';
import type { UserDto, UserRole } from '@classhub/contracts';
import { ClassHubThemeProvider, Toaster } from '@classhub/ui';
import { authSlice } from '@classhub/web-api';
import { createStandaloneStore } from '@classhub/web-query';

/** Who the test runs as: still loading (the store's start), signed out, or a user of a role. */
export type TestAuth = 'loading' | 'signedOut' | UserRole;

/** Where the router went, for asserting navigation (path plus router state). */
function LocationProbe() {
  const location = useLocation();
  return (
    <span data-testid="location" hidden>
      {JSON.stringify({ pathname: location.pathname, state: location.state })}
    </span>
  );
}

export function testUser(role: UserRole): UserDto {
  return { _id: `u-${role}`, name: `Test ${role}`, email: `${role}@classhub.test`, photo: '', role, date: 2026 };
}

function storeFor(auth: TestAuth) {
  const store = createStandaloneStore();
  const { signedIn, signedOut } = authSlice.actions;
  if (auth === 'signedOut') store.dispatch(signedOut());
  else if (auth !== 'loading') store.dispatch(signedIn({ user: testUser(auth), role: auth }));
  return store;
}

/**
 * Renders `ui` at `path` as the shell would: a fresh store (so no cached API data leaks between tests) in the auth
 * state asked for (signed out unless told), the theme and the toaster.
 */
export function renderRemote(
  ui: ReactElement,
  { path = '/', auth = 'signedOut' }: { path?: string; auth?: TestAuth } = {},
) {
  return render(
    <Provider store={storeFor(auth)}>
      <ClassHubThemeProvider mode="light">
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </ClassHubThemeProvider>
    </Provider>,
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
