import './app/zod-without-eval';
import { findRemoteForPath } from '@classhub/contracts';
import { startFirstPageChunk } from './app/page-chunks';
import { yieldToBrowser } from './app/yield-to-browser';
import { createFederationRemoteLoader, startFirstArea } from './features/remotes/federation-loader';

// The first page's remote starts loading here, in the entry chunk, while the shell's own chunks are still on their
// way: the federation runtime, then the remote's manifest and entry are asked for (under their answer deadlines) a
// second or more earlier on a busy machine than if the bootstrap started them, so a host that stalls shows its
// fallback within 3 s of navigation. A page without a remote (the sign-in page) never loads the runtime. Nothing here
// may use a shared library (React, the store…): they come with the boot chunk.
const loader = createFederationRemoteLoader();
startFirstArea(loader, findRemoteForPath(window.location.pathname));

// The shell's own chunks (preloaded by index.html) are asked for in a task of their own, after the entry's.
void yieldToBrowser().then(() => {
  startFirstPageChunk(window.location.pathname);
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ renderShell }) => renderShell(loader));
});
