import { ifNoneMatchNames, SERVICE_NAMES, SURROGATE_CONTROL_HEADER, SURROGATE_KEY_HEADER, unsafeTextReason, type ServiceName } from '@classhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeCache, StoredAnswer } from '../edge-cache/edge-cache.js';
import { REQUEST_ID_HEADER } from '../http/request-id.js';
import { API_PREFIX, FORWARDED_METHODS, ROUTE_TABLE, type ApiRoute } from './route-table.js';
import { droppedHeaders, headersWithout, Upstream } from './upstream.js';

export interface ApiProxyOptions {
  services: Record<ServiceName, string>;
  upstreamTimeoutMs: number;
  routes?: readonly ApiRoute[];
  /** Public answers the services let the gateway keep (decision 0025, item 11); none kept without it. */
  edgeCache?: EdgeCache;
}

/** Headers of a service's answer that are for the gateway alone (its edge cache), or about the hop. */
const NOT_PASSED_BACK = droppedHeaders(SURROGATE_CONTROL_HEADER, SURROGATE_KEY_HEADER);

/** Longer than any real call (emails and search text included, percent-encoded); refused with 414 before routing. */
export const MAX_API_URL_LENGTH = 4096;

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** The answer to any other /api path, or a known path with the wrong method (app.ts's not-found handler sends it). */
export function replyNoApiRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = pathOf(request.url);
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API route for ${request.method} ${shown}` });
}

/**
 * Forwards `/api/<path>` to `<service URL>/<path>` for every row of the route table: method, headers, query and the
 * body exactly as received (so a webhook's signature still verifies), and passes the service's answer back as is.
 */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { services, upstreamTimeoutMs, routes = ROUTE_TABLE, edgeCache } = options;

  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, new Upstream(services[name], upstreamTimeoutMs)])) as Record<ServiceName, Upstream>;
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  });

  // Bodies stay raw bytes in this scope: parsing and re-serialising JSON would break signatures and byte-exactness.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_API_URL_LENGTH && isApiPath(request.url)) {
      reply.code(414).send({ statusCode: 414, error: 'URI Too Long', message: `API URLs are limited to ${MAX_API_URL_LENGTH} characters` });
      return;
    }
    done();
  });

  for (const route of routes) {
    app.route({
      method: route.method === 'ANY' ? [...FORWARDED_METHODS] : route.method,
      url: `${API_PREFIX}${route.path}`,
      handler: (request, reply) => forward(request, reply, route.service, upstreams[route.service], edgeCache),
    });
  }
  // Whatever no row matches (a parameter over the router's length limit included) is still the API's JSON 404,
  // never the static handler's answer.
  for (const url of [API_PREFIX, `${API_PREFIX}/*`]) app.route({ method: [...FORWARDED_METHODS], url, handler: replyNoApiRoute });
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  service: ServiceName,
  upstream: Upstream,
  edgeCache: EdgeCache | undefined,
): Promise<FastifyReply> {
  // The raw URL keeps the client's percent-encoding.
  const rawUrl = request.raw.url ?? request.url;
  const upstreamPath = pathOf(rawUrl).slice(API_PREFIX.length);
  const unsafe = unsafePathReason(upstreamPath);
  if (unsafe) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: unsafe });

  const cache = request.method === 'GET' ? edgeCache : undefined;
  // A request's own Cache-Control (a hard reload's no-cache) is not obeyed, as CDNs do not by default: the copy is
  // purged with the service's own, so it is as fresh, and a header must not be a way around the cache.
  const stored = cache?.lookup(rawUrl);
  if (stored) return replyStored(request, reply, stored);

  const requestBody = Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : undefined;
  const askedAt = cache?.generation ?? 0;
  try {
    const answer = await upstream.request({
      method: request.method,
      pathAndQuery: rawUrl.slice(API_PREFIX.length),
      headers: request.headers,
      setHeaders: forwardedHeaders(request),
      body: requestBody,
    });
    if (cache && Buffer.isBuffer(answer.body)) cache.store(rawUrl, { service, askedAt, statusCode: answer.statusCode, headers: answer.headers, body: answer.body });
    // A large answer (an image) is streamed through as it arrives; Fastify destroys the stream if the client goes away.
    return reply.code(answer.statusCode).headers(headersWithout(answer.headers, NOT_PASSED_BACK)).send(answer.body);
  } catch (error) {
    // No retries: a down service must answer 503 at once, and a 503 from a service is passed on as it is.
    request.log.warn({ service, err: error }, `${service} service unavailable`);
    return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: `The ${service} service is unavailable`, service });
  }
}

/** A kept answer, or 304 when the client's If-None-Match names it (with the headers a 200 would have had). */
function replyStored(request: FastifyRequest, reply: FastifyReply, stored: StoredAnswer): FastifyReply {
  reply.headers(stored.headers).header('age', stored.age);
  if (stored.etag && ifNoneMatchNames(request.headers['if-none-match'], stored.etag)) {
    return reply.code(304).removeHeader('content-length').removeHeader('content-type').send();
  }
  return reply.code(200).send(stored.body);
}

/**
 * The services trust X-Forwarded-For only from the gateway and read only its last entry, so the gateway sends exactly
 * one: the client as it determined it (through TRUSTED_PROXIES), never a chain a client could have written itself.
 */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  return {
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** `..` (also encoded, or between backslashes, which URL parsing treats as slashes) would let a prefix row escape its prefix. */
function unsafePathReason(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'The path has malformed percent-encoding';
  }
  const dotSegment = decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
  if (dotSegment) return 'Path segments "." and ".." are not allowed';
  const unsafe = unsafeTextReason(decoded, 'path');
  return unsafe && `The path ${unsafe}`;
}
