import { findRemoteForPath } from '@classhub/contracts';
import type { RemoteEntry } from './remotes.js';

/** The element the shell reads the remotes list from (shell/src/features/remotes/remote-list.ts). */
export const REMOTE_LIST_ELEMENT_ID = 'classhub-remotes';

/** Text safe inside HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The shell's build names its federation runtime chunk here (tools/rsbuild/runtime-chunk-hint.ts). */
const RUNTIME_CHUNK = /<meta name="classhub-federation-runtime" content="([^"<>]+)">/;

/**
 * The shell's index.html for `pathname`, with the remotes list written into it and, on a page a remote owns, that
 * remote's manifest and the shell's federation runtime preloaded: the browser fetches both while it downloads the
 * shell, instead of the shell asking for /remotes.json, the runtime, then the manifest, one after the other. A page of
 * the shell's own (the sign-in page) downloads neither. The list is a JSON data block (`type=application/json` is
 * never executed, so the CSP needs no exception), written per request like /remotes.json, so changing the remotes
 * needs no rebuild of the shell.
 */
export function indexPageFor(html: string, remotes: readonly RemoteEntry[], pathname: string): string {
  // `<` escaped, so no value can close the script element early.
  const list = JSON.stringify(remotes).replace(/</g, '\\u003c');
  const owner = remotes.find((remote) => remote.name === findRemoteForPath(pathname));
  const runtime = RUNTIME_CHUNK.exec(html)?.[1];
  const preload = owner
    ? `<link rel="preload" href="${escapeHtml(owner.entry)}" as="fetch" crossorigin="anonymous">` +
      (runtime ? `<link rel="preload" href="${runtime}" as="script">` : '')
    : '';
  const tags = `<script type="application/json" id="${REMOTE_LIST_ELEMENT_ID}">${list}</script>${preload}`;
  const marker = ['</head>', '<body'].find((candidate) => html.includes(candidate));
  return marker ? html.replace(marker, `${tags}${marker}`) : `${html}${tags}`;
}
