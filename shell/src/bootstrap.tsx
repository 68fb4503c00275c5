import { startTransition } from 'react';
import type { RemoteLoader } from './features/remotes/remote-loader';
import { yieldToBrowser } from './app/yield-to-browser';

/**
 * Renders the shell; `loader` is already loading the first page's remote (index.ts).
 *
 * Run at once, the shell's start is one task of about 60 ms (240 ms on Lighthouse's phone, which counts it as 190 ms
 * of blocking time): compiling React DOM, building the store and its API, defining the styled components. So it
 * starts in steps with a task each, the browser free to paint and answer input between them. The modules come from
 * the chunks already loaded (`eager`: no request); what a step imports is evaluated by that step.
 */
export async function renderShell(loader: RemoteLoader): Promise<void> {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();

  // styled-components and the shared components: the shell's theme slice names ui's theme modes.
  await import(/* webpackMode: "eager" */ '@classhub/ui');
  await yieldToBrowser();

  const { createShellStore } = await import(/* webpackMode: "eager" */ './app/store');
  const { startSession } = await import(/* webpackMode: "eager" */ '@classhub/web-api');
  await yieldToBrowser();
  const store = createShellStore();
  // Who is signed in comes from the session cookie: GET /auth/session → POST /jwt → role (docs/product.md#signing-in).
  void store.dispatch(startSession());
  await yieldToBrowser();

  const { ShellRoot } = await import(/* webpackMode: "eager" */ './app/shell-root');
  await yieldToBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition lets React render the first page in slices, yielding to the browser between them, instead of one
  // task that blocks input for as long as the whole tree takes (Lighthouse's total blocking time on a phone).
  startTransition(() => {
    root.render(<ShellRoot store={store} loader={loader} />);
  });
}
