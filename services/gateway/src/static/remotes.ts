import { z } from 'zod';

/** The remotes' folders in the repository; each one's `dist/` is served at `/remotes/<folder>/`. */
export const REMOTE_FOLDERS = ['mf-catalog', 'mf-student', 'mf-instructor', 'mf-admin'] as const;

export const remoteSchema = z.object({
  // Module Federation names must be JS identifiers, even though the folders use dashes.
  name: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'must be a JS identifier such as mf_catalog'),
  entry: z
    .string()
    .refine(
      (entry) => entry.startsWith('/') || /^https?:\/\/[^/]/.test(entry),
      'must be a path starting with / or an http(s) URL',
    ),
  /** A label for people (the release it serves); the shell does not use it. */
  version: z.string().max(100).optional(),
});

export const remoteListSchema = z
  .array(remoteSchema, { error: 'must be a JSON array of {name, entry}' })
  .refine((list) => new Set(list.map((remote) => remote.name)).size === list.length, 'names each remote once');

export type RemoteEntry = z.output<typeof remoteSchema>;

/** What `/remotes.json` lists when REMOTES_JSON is not set: every remote served by this gateway. */
export const DEFAULT_REMOTES: readonly RemoteEntry[] = REMOTE_FOLDERS.map((folder) => ({
  name: folder.replace('-', '_'),
  entry: `/remotes/${folder}/mf-manifest.json`,
}));
