import * as z from 'zod/mini';

/** A person's display name, as sign-up and the profile form take it. */
export const nameSchema = z
  .string({ error: 'Name is required' })
  .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80, 'Name must be at most 80 characters'));

// A photo is an image URL: absolute http(s), or a path on this origin such as /api/media/users/x.png.
export const photoSchema = z
  .string({ error: 'Photo URL is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Photo URL is required'),
    z.maxLength(2048, 'Photo URL is too long'),
    z.refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/api\/media\/[\w./-]+$/.test(value), 'Invalid URL'),
  );

/** True for an absolute http(s) URL with a host (the spec's 'Invalid URL' rule for websites). */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}
