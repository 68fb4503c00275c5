import './app/zod-without-eval';
import { findRemoteForPath } from '@classhub/contracts';
import { startFirstPageChunk } from './app/page-chunks';
import { yieldToBrowser } from './app/yield-to-browser';
import { createFederationRemoteLoader, startFirstArea } from './features/remotes/federation-runtime';

// The first page's remote starts loading here, in the entry chunk, while the shell's own chunks are still on their
// way: its manifest and entry are asked for (under their answer deadlines) a second or more earlier on a busy machine
// than if the bootstrap started them, so a host that stalls shows its fallback within 3 s of navigation. Nothing here
// may use a shared module (React, the store…) synchronously.
const loader = createFederationRemoteLoader();
// Register the remotes at once; a failure is retried by the first area that needs a remote.
loader.registerAll().catch((error: unknown) => console.warn('[classhub] could not read /remotes.json', error));
startFirstArea(loader, findRemoteForPath(window.location.pathname));

// The shell's own chunks (preloaded by index.html) are asked for in a task of their own: negotiating their shared
// modules with the federation runtime is a third of the entry's work, which otherwise ran as one long task.
void yieldToBrowser().then(() => {
  startFirstPageChunk(window.location.pathname);
  // The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ renderShell }) => renderShell(loader));
});
