import type { IncomingHttpHeaders } from 'node:http';
import replyFrom from '@fastify/reply-from';
import { unsafeTextReason, type ServiceName } from '@classhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../http/request-id.js';
import { API_PREFIX, FORWARDED_METHODS, ROUTE_TABLE, type ApiRoute } from './route-table.js';

export interface ApiProxyOptions {
  services: Record<ServiceName, string>;
  upstreamTimeoutMs: number;
  routes?: readonly ApiRoute[];
}

/** Response headers of the upstream hop that must not travel on to the client's connection. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

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
  const { services, upstreamTimeoutMs, routes = ROUTE_TABLE } = options;

  await app.register(replyFrom, {
    // The gateway only passes requests on; the access log already has one line per request.
    disableRequestLogging: true,
    undici: {
      connections: 128,
      pipelining: 1,
      // Connecting counts against the same budget; waiting for the answer is limited per request (timeout below).
      connect: { timeout: upstreamTimeoutMs },
    },
  });

  // Bodies stay raw bytes in this scope: parsing and re-serialising JSON would break signatures and byte-exactness.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url) && request.url.length > MAX_API_URL_LENGTH) {
      return reply.code(414).send({ statusCode: 414, error: 'URI Too Long', message: `API URLs are limited to ${MAX_API_URL_LENGTH} characters` });
    }
  });

  for (const route of routes) {
    app.route({
      method: route.method === 'ANY' ? [...FORWARDED_METHODS] : route.method,
      url: `${API_PREFIX}${route.path}`,
      handler: (request, reply) => forward(request, reply, route.service, services[route.service], upstreamTimeoutMs),
    });
  }
  // Whatever no row matches (a parameter over the router's length limit included) is still the API's JSON 404,
  // never the static handler's answer.
  for (const url of [API_PREFIX, `${API_PREFIX}/*`]) app.route({ method: [...FORWARDED_METHODS], url, handler: replyNoApiRoute });
}

function forward(request: FastifyRequest, reply: FastifyReply, service: ServiceName, baseUrl: string, timeout: number): void {
  // The raw URL keeps the client's percent-encoding; reply-from appends the query string itself.
  const upstreamPath = pathOf(request.raw.url ?? request.url).slice(API_PREFIX.length);
  const unsafe = unsafePathReason(upstreamPath);
  if (unsafe) {
    reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: unsafe });
    return;
  }
  const body = Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : undefined;

  reply.from(`${baseUrl}${upstreamPath}`, {
    // Limits the wait for the answer's headers and between its body chunks.
    timeout,
    // No retries: a down service must answer 503 at once, and a 503 from a service is passed on as it is.
    retryDelay: () => null,
    ...(body && { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
    rewriteRequestHeaders: (_incoming, headers) => forwardedHeaders(request, headers as IncomingHttpHeaders),
    rewriteHeaders: (headers) => withoutHopByHop(headers as IncomingHttpHeaders),
    onError: (failedReply, { error }) => {
      request.log.warn({ service, err: error }, `${service} service unavailable`);
      failedReply.code(503).send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `The ${service} service is unavailable`,
        service,
      });
    },
  });
}

/**
 * The services trust X-Forwarded-For only from the gateway and read only its last entry, so the gateway sends exactly
 * one: the client as it determined it (through TRUSTED_PROXIES), never a chain a client could have written itself.
 */
function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return {
    ...headers,
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
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
