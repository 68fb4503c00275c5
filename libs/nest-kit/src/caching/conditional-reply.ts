import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from './cached-json.js';

/**
 * For public lists: browsers revalidate every time (a 304 costs a few bytes), so a student never sees yesterday's seat
 * count after their own purchase; shared caches (a CDN) may answer from their copy for 5 seconds.
 */
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=5';

/** Sends `json` with its ETag, or 304 without a body when the client's If-None-Match already names it. */
export function replyCachedJson(request: FastifyRequest, reply: FastifyReply, json: CachedJson, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', json.etag);
  if (ifNoneMatchNames(request.headers['if-none-match'], json.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json.body);
}

/** RFC 9110 §13.1.2: `*` or a list of entity tags, compared weakly (W/ ignored). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === wanted;
  });
}
