import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  ifNoneMatchNames,
  SURROGATE_CONTROL_HEADER,
  SURROGATE_KEY_HEADER,
  unsafeTextReason,
  type ServiceName,
} from '@classhub/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeCache, StoredAnswer } from '../edge-cache/edge-cache.js';
import type { Edge, Exchange } from '../edge/edge.js';
import { REQUEST_ID_HEADER } from '../edge/request-id.js';
import { ApiRoutes } from './api-routes.js';
import { nameServerSpan } from '@classhub/telemetry/tracing';
import { API_PREFIX, FORWARDED_METHODS, isApiPath, ROUTE_TABLE, type ApiRoute } from './route-table.js';
import type { ServiceReplicas } from './service-replicas.js';
import { droppedHeaders, headersWithout } from './upstream.js';

export interface ApiProxyOptions {
  /** Where each service's calls go: its replicas, in rotation as their health checks say. */
  services: Record<ServiceName, ServiceReplicas>;
  log: FastifyBaseLogger;
  /** What every request and answer goes through: ids, the client's address, body limits, headers, compression, the access line. */
  edge: Edge;
  routes?: readonly ApiRoute[];
  /** Public answers the services let the gateway keep; none kept without it. */
  edgeCache?: EdgeCache;
}

/** Headers of a service's answer that are for the gateway alone (its edge cache), or about the hop. */
const NOT_PASSED_BACK = droppedHeaders(SURROGATE_CONTROL_HEADER, SURROGATE_KEY_HEADER);

/** Longer than any real call (emails and search text included, percent-encoded); refused with 414 before routing. */
export const MAX_API_URL_LENGTH = 4096;

/**
 * Forwards `/api/<path>` to `<service URL>/<path>` for every row of the route table: method, headers, query and the
 * body exactly as received (so a webhook's signature still verifies), and passes the service's answer back as is,
 * through the edge (request id, security headers, compression, the access line).
 *
 * It answers on the HTTP server before Fastify sees the request (edge/server.ts): a forwarded call is the gateway's
 * hottest path, and Fastify's routing, hooks and reply would add a third to its work per call.
 */
export class ApiProxy {
  private readonly routes: ApiRoutes;
  private readonly upstreams: Record<ServiceName, ServiceReplicas>;
  private readonly log: FastifyBaseLogger;
  private readonly edge: Edge;

  constructor(private readonly options: ApiProxyOptions) {
    this.routes = new ApiRoutes(options.routes ?? ROUTE_TABLE);
    this.upstreams = options.services;
    this.log = options.log;
    this.edge = options.edge;
  }

  /** Answers a request for a row of the route table, or an API URL over the length limit; false leaves it to Fastify. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '/';
    if (!isApiPath(url)) return false;
    const tooLong = url.length > MAX_API_URL_LENGTH;
    const route = tooLong ? undefined : this.routes.match(request.method, url);
    if (!tooLong && !route) return false;

    const exchange = this.edge.begin(request, response);
    if (route) {
      exchange.route = `${API_PREFIX}${route.path}`;
      nameServerSpan(request.method ?? '', exchange.route);
    }
    if (!route) {
      this.edge
        .sendJson(exchange, 414, {
          statusCode: 414,
          error: 'URI Too Long',
          message: `API URLs are limited to ${MAX_API_URL_LENGTH} characters`,
        })
        .catch((error: unknown) => this.failed(exchange, error));
    } else {
      this.forward(exchange, route).catch((error: unknown) => this.failed(exchange, error));
    }
    return true;
  }

  private async forward(exchange: Exchange, route: ApiRoute): Promise<void> {
    const { request } = exchange;
    // The raw URL keeps the client's percent-encoding.
    const rawUrl = request.url ?? '';
    const unsafe = unsafePathReason(pathOf(rawUrl).slice(API_PREFIX.length));
    if (unsafe) return this.edge.sendJson(exchange, 400, { statusCode: 400, error: 'Bad Request', message: unsafe });

    const cache = request.method === 'GET' ? this.options.edgeCache : undefined;
    // A request's own Cache-Control (a hard reload's no-cache) is not obeyed, as CDNs do not by default: the copy is
    // purged with the service's own, so it is as fresh, and a header must not be a way around the cache.
    const stored = cache?.lookup(rawUrl);
    if (stored) return this.sendStored(exchange, stored);

    let body: Buffer | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const read = await this.edge.readBody(exchange);
      if ('refused' in read) {
        if (read.refused === 'stalled-or-gone') return;
        const limitMb = Math.floor(this.edge.bodyLimitBytes / (1024 * 1024));
        return this.edge.sendJson(
          exchange,
          413,
          { statusCode: 413, error: 'Payload Too Large', message: `The request body is over the ${limitMb} MB limit` },
          { connection: 'close' },
        );
      }
      body = read.body;
    }

    const askedAt = cache?.generation ?? 0;
    let answer;
    try {
      answer = await this.upstreams[route.service].request({
        method: request.method ?? 'GET',
        pathAndQuery: rawUrl.slice(API_PREFIX.length),
        headers: request.headers,
        setHeaders: forwardedHeaders(exchange),
        body,
      });
    } catch (error) {
      // Another replica was asked already where that could not double anything (ServiceReplicas); a service's own
      // 503 is passed on as it is.
      this.log.warn({ reqId: exchange.id, service: route.service, err: error }, `${route.service} service unavailable`);
      const message = `The ${route.service} service is unavailable`;
      return this.edge.sendJson(exchange, 503, {
        statusCode: 503,
        error: 'Service Unavailable',
        message,
        service: route.service,
      });
    }
    if (cache && Buffer.isBuffer(answer.body)) {
      cache.store(rawUrl, {
        service: route.service,
        askedAt,
        statusCode: answer.statusCode,
        headers: answer.headers,
        body: answer.body,
      });
    }
    // A large answer (an image) is streamed through as it arrives.
    return this.edge.send(exchange, answer.statusCode, headersWithout(answer.headers, NOT_PASSED_BACK), answer.body);
  }

  /** A kept answer, or 304 when the client's If-None-Match names it (with the headers a 200 would have had). */
  private sendStored(exchange: Exchange, stored: StoredAnswer): Promise<void> {
    const age = String(stored.age);
    if (stored.etag && ifNoneMatchNames(exchange.request.headers['if-none-match'], stored.etag)) {
      const headers: OutgoingHttpHeaders = { ...stored.headers, age };
      delete headers['content-length'];
      delete headers['content-type'];
      return this.edge.send(exchange, 304, headers, undefined);
    }
    return this.edge.sendKept(exchange, stored.headers, stored.body, { age });
  }

  /** A bug here must not take the gateway down: the client gets a bare 500 and the log the error. */
  private failed(exchange: Exchange, error: unknown): void {
    this.log.error({ reqId: exchange.id, err: error }, 'forwarding failed');
    if (exchange.response.headersSent) exchange.response.destroy();
    else
      void this.edge.sendJson(exchange, 500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal server error',
      });
  }
}

/**
 * The services trust X-Forwarded-For only from the gateway and read only its last entry, so the gateway sends exactly
 * one: the client as it determined it (through TRUSTED_PROXIES), never a chain a client could have written itself.
 */
function forwardedHeaders({ id, client }: Exchange): Record<string, string> {
  return {
    [REQUEST_ID_HEADER]: id,
    'x-forwarded-for': client.ip,
    'x-forwarded-proto': client.protocol,
    'x-forwarded-host': client.host,
  };
}

/** The answer to any other /api path, or a known path with the wrong method (app.ts's not-found handler sends it). */
export function replyNoApiRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = pathOf(request.url);
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return reply
    .code(404)
    .send({ statusCode: 404, error: 'Not Found', message: `No API route for ${request.method} ${shown}` });
}

/**
 * The API paths no row of the route table matches, answered by Fastify with the API's JSON 404 (a parameter over the
 * router's length limit included), never by the static files' handler. Their bodies are not parsed.
 */
export async function apiNotFound(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const url of [API_PREFIX, `${API_PREFIX}/*`])
    app.route({ method: [...FORWARDED_METHODS], url, handler: replyNoApiRoute });
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
