import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A drizzle migrations folder holding one migration, `tag`.sql with `statements`, as drizzle-kit would write it. */
export async function oneMigrationFolder(tag: string, statements: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, `${tag}.sql`), statements);
  await writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1, tag, breakpoints: true }],
    }),
  );
  return folder;
}
