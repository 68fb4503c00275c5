import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

interface RemoteEntry {
  name: string;
  entry: string;
}

function registryFile(): string {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is not set: the global setup sets it to the test platform’s remotes registry');
  return file;
}

function writeList(file: string, list: RemoteEntry[]): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(list));
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
export async function moveRemote(request: APIRequestContext, name: string, entry: string): Promise<() => Promise<void>> {
  const file = registryFile();
  const before = readFileSync(file, 'utf8');
  const list = (JSON.parse(before) as RemoteEntry[]).map((remote) => (remote.name === name ? { ...remote, entry } : remote));
  const original = (JSON.parse(before) as RemoteEntry[]).find((remote) => remote.name === name)?.entry;
  writeList(file, list);
  await expect.poll(() => servedEntry(request, name)).toBe(entry);
  return async () => {
    writeFileSync(`${file}.tmp`, before);
    renameSync(`${file}.tmp`, file);
    await expect.poll(() => servedEntry(request, name)).toBe(original);
  };
}
