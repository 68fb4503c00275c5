import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from '@classhub/routing';
import type { AuthState } from '@classhub/web-api';
import * as apiCode from '@classhub/web-query';
import { createShellStore } from '../app/store';
import { ThemeFromStore } from '../app/themed';

export interface RenderInShellOptions {
  path?: string;
  /** Router state of the first entry (e.g. `{ from }`). */
  state?: unknown;
  /** The auth state to start from; by default signed out. */
  auth?: Partial<AuthState>;
}

/** Renders `ui` inside the shell's real store (its API mounted) and theme, at `path`. */
export function renderInShell(
  ui: ReactElement,
  { path = '/', state, auth = { status: 'signedOut' } }: RenderInShellOptions = {},
) {
  const store = createShellStore({ auth, apiCode });
  return {
    store,
    ...render(
      <Provider store={store}>
        <ThemeFromStore>
          <MemoryRouter
            initialEntries={[
              { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
            ]}
          >
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ThemeFromStore>
      </Provider>,
    ),
  };
}

/** Where the router is: `screen.getByTestId('location')` has the path, and `data-state` the JSON of its state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output
      data-testid="location"
      data-state={JSON.stringify(location.state ?? null)}
      hidden
    >{`${location.pathname}${location.search}`}</output>
  );
}
