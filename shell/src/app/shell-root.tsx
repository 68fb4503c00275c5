import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@classhub/routing';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { App } from './app';
import type { ShellStore } from './store';
import { ThemeFromStore } from './themed';

/** The whole front end: the store, the theme and the router around the shell's routes. */
export function ShellRoot({ store, loader }: { store: ShellStore; loader: RemoteLoader }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeFromStore>
          <BrowserRouter>
            <App loader={loader} />
          </BrowserRouter>
        </ThemeFromStore>
      </Provider>
    </StrictMode>
  );
}
