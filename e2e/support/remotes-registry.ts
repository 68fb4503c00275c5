import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

interface RemoteEntry {
  name: string;
  entry: string;
}

function registryFile(): string {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file)
    throw new Error('E2E_REMOTES_FILE is not set: the global setup sets it to the test platform’s remotes registry');
  return file;
}

/** Replaces the file whole (write, then rename), as the gateway expects of anyone editing it. */
function replaceFile(file: string, content: string): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}

async function servedEntry(request: APIRequestContext, name: string): Promise<string | undefined> {
  const served = (await (await request.get('/remotes.json')).json()) as RemoteEntry[];
  return served.find((remote) => remote.name === name)?.entry;
}

/**
 * Points remote `name` at `entry` in the registry file the running gateway watches, waits until the gateway serves
 * it, and answers a function that puts the list back as it was (and waits for that too).
 */
export async function moveRemote(
  request: APIRequestContext,
  name: string,
  entry: string,
): Promise<() => Promise<void>> {
  const file = registryFile();
  const before = readFileSync(file, 'utf8');
  const list = JSON.parse(before) as RemoteEntry[];
  const original = list.find((remote) => remote.name === name)?.entry;
  replaceFile(file, JSON.stringify(list.map((remote) => (remote.name === name ? { ...remote, entry } : remote))));
  await expect.poll(() => servedEntry(request, name)).toBe(entry);
  return async () => {
    replaceFile(file, before);
    await expect.poll(() => servedEntry(request, name)).toBe(original);
  };
}
