import { createHash } from 'node:crypto';

/** An answer serialized once: the JSON text and its strong ETag. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
