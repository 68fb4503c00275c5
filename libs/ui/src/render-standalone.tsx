import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { BrowserRouter } from '@classhub/routing';
import { ClassHubThemeProvider } from './theme-provider';
import { Toaster } from './toast/toaster';

/**
 * Runs a remote on its own (its dev server or preview) inside the providers the shell gives it within ClassHub,
 * so a team can work on one area without the shell.
 */
export function renderStandalone(App: ComponentType, store: Store): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ClassHubThemeProvider mode="light">
          <BrowserRouter>
            <main>
              <App />
            </main>
            <Toaster />
          </BrowserRouter>
        </ClassHubThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
