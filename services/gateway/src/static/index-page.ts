import { findRemoteForPath } from '@classhub/contracts';
import type { RemoteEntry } from './remotes.js';

/** The element the shell reads the remotes list from (shell/src/features/remotes/remote-list.ts). */
export const REMOTE_LIST_ELEMENT_ID = 'classhub-remotes';

/** Text safe inside HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The shell's index.html for `pathname`, with the remotes list written into it and the manifest of the remote that
 * owns the page preloaded: the browser fetches the manifest while it downloads the shell, instead of the shell asking
 * for /remotes.json, then the manifest, one after the other. The list is a JSON data block (`type=application/json`
 * is never executed, so the CSP needs no exception), written per request like /remotes.json, so changing the remotes
 * needs no rebuild of the shell.
 */
export function indexPageFor(html: string, remotes: readonly RemoteEntry[], pathname: string): string {
  // `<` escaped, so no value can close the script element early.
  const list = JSON.stringify(remotes).replace(/</g, '\\u003c');
  const owner = remotes.find((remote) => remote.name === findRemoteForPath(pathname));
  const preload = owner ? `<link rel="preload" href="${escapeHtml(owner.entry)}" as="fetch" crossorigin="anonymous">` : '';
  const tags = `<script type="application/json" id="${REMOTE_LIST_ELEMENT_ID}">${list}</script>${preload}`;
  const marker = ['</head>', '<body'].find((candidate) => html.includes(candidate));
  return marker ? html.replace(marker, `${tags}${marker}`) : `${html}${tags}`;
}
