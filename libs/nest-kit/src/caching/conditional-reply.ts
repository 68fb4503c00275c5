import { ifNoneMatchNames } from '@classhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from './cached-json.js';

/**
 * For public lists: browsers revalidate every time (a 304 costs a few bytes), so a student never sees yesterday's seat
 * count after their own purchase; shared caches (a CDN) may answer from their copy for 5 seconds.
 */
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=5';

/**
 * Sends `json` with its ETag, or 304 without a body when the client's If-None-Match already names it. `edgeHeaders`
 * (NotifiedCache.edgeHeaders) let the gateway keep the answer.
 */
export function replyCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: CachedJson,
  cacheControl: string,
  edgeHeaders?: Record<string, string>,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', json.etag);
  if (edgeHeaders) reply.headers(edgeHeaders);
  if (ifNoneMatchNames(request.headers['if-none-match'], json.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json.body);
}
