import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { findRemoteForPath } from '@classhub/contracts';
import { startSession } from '@classhub/web-api';
import { App } from './app/app';
import { createShellStore } from './app/store';
import { ThemeFromStore } from './app/themed';
import { createFederationRemoteLoader, startFirstArea } from './features/remotes/federation-runtime';

const store = createShellStore();
// Who is signed in comes from the session cookie: GET /auth/session → POST /jwt → role (spec §4).
void store.dispatch(startSession());
const loader = createFederationRemoteLoader();
// Register the remotes at once; a failure is retried by the first area that needs a remote.
loader.registerAll().catch((error: unknown) => console.warn('[classhub] could not read /remotes.json', error));
startFirstArea(loader, findRemoteForPath(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
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
