/** One line of /remotes.json: a remote's MF name and the URL of its mf-manifest.json. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export const REMOTE_LIST_URL = '/remotes.json';
/** The element the gateway writes the list into, in index.html (services/gateway/src/static/index-page.ts). */
export const INLINE_REMOTE_LIST_ID = 'classhub-remotes';

export function parseRemoteList(json: unknown): RemoteEntry[] {
  if (!Array.isArray(json)) throw new Error(`${REMOTE_LIST_URL} is not an array`);
  return json.map((item, index) => {
    const { name, entry } = (item ?? {}) as Partial<RemoteEntry>;
    if (typeof name !== 'string' || !name || typeof entry !== 'string' || !entry) {
      throw new Error(`${REMOTE_LIST_URL}[${index}] needs a "name" and an "entry"`);
    }
    return { name, entry };
  });
}

/** The gateway serves the list uncached, so a redeployed remote is picked up on the next page load. */
export async function fetchRemoteList(): Promise<RemoteEntry[]> {
  const response = await fetch(REMOTE_LIST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTE_LIST_URL} answered ${response.status}`);
  return parseRemoteList(await response.json());
}

/** The list index.html came with, when the gateway wrote one (the dev server does not); undefined otherwise. */
export function inlineRemoteList(doc: Document = document): RemoteEntry[] | undefined {
  const text = doc.getElementById(INLINE_REMOTE_LIST_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRemoteList(JSON.parse(text));
  } catch (error) {
    console.warn('[classhub] the remotes list in index.html is not valid; asking /remotes.json', error);
    return undefined;
  }
}
