import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@classhub/routing';
import { startSession } from '@classhub/web-api';
import { App } from './app/app';
import { createShellStore } from './app/store';
import { ThemeFromStore } from './app/themed';
import type { RemoteLoader } from './features/remotes/remote-loader';

/** Renders the shell; `loader` is already loading the first page's remote (index.ts). */
export function renderShell(loader: RemoteLoader): void {
  const store = createShellStore();
  // Who is signed in comes from the session cookie: GET /auth/session → POST /jwt → role (spec §4).
  void store.dispatch(startSession());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const root = createRoot(container);
  // A transition lets React render the first page in slices, yielding to the browser between them, instead of one
  // task that blocks input for as long as the whole tree takes (Lighthouse's total blocking time on a phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <ThemeFromStore>
            <BrowserRouter>
              <App loader={loader} />
            </BrowserRouter>
          </ThemeFromStore>
        </Provider>
      </StrictMode>,
    );
  });
}
