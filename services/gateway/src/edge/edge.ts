import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { HEALTH_READY_ROUTE, HEALTH_ROUTE, loggedUrl } from '@classhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteRegistry } from '../static/remote-registry.js';
import { UNMATCHED_ROUTE, type HttpMetrics } from '@classhub/telemetry';
import { accessLogOn, type AccessLine } from './access-log.js';
import { clientAddressOf, type ClientAddress } from './client-address.js';
import { watchBodyArrival, type BodyArrivalLimits } from './body-arrival.js';
import { expectsBody } from './client-connection.js';
import { compressing, encodingFor, markEncoded, type Encoding } from './compression.js';
import { EncodedVariants } from './encoded-variants.js';
import { BodyTooLargeError, readRequestBody } from './request-body.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
import { SecurityHeaders, type AnswerKind } from './security-headers.js';

export interface EdgeOptions {
  log: FastifyBaseLogger;
  /** TRUSTED_PROXIES: the load balancers whose X-Forwarded-* headers count. */
  trustedProxies: readonly string[];
  remotes: RemoteRegistry;
  /** PUBLIC_URL is https: every answer carries Strict-Transport-Security. */
  strictTransportSecurity: boolean;
  bodyLimitBytes: number;
  /** A body that arrives more slowly is answered 408 and its socket closed. */
  bodyArrival: BodyArrivalLimits;
  /** Counts every answer by route template and status (docs/operations.md#metrics). */
  metrics?: HttpMetrics;
}

/** One request being answered, as the edge sees it. */
export interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  id: string;
  client: ClientAddress;
  startedAt: number;
  /** The route template that answers (`/api/classes/:id`, a page route), for the metrics; unset when none matched. */
  route?: string;
  /** Aborted when the request's body came too slowly (answered 408 already); absent without a body to wait for. */
  bodyLate?: AbortSignal;
}

/** An answer's headers and body as the client gets them. */
export interface FinishedAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer | Readable | undefined;
}

/** The request body, or why it could not be read: over the limit (not yet answered), or stalled or abandoned (nothing left to answer). */
export type BodyOutcome = { body: Buffer | undefined } | { refused: 'too-large' | 'stalled-or-gone' };

/** Load balancers probe this often; a line per probe would drown the requests people make. */
const UNLOGGED_PATHS = new Set<string>([HEALTH_ROUTE.path, HEALTH_READY_ROUTE.path]);

/**
 * What the gateway does to every request and every answer, whichever part of it answers (the API's forwarding on the
 * HTTP server, or Fastify for pages, files, health and errors): the request id, the client behind trusted proxies,
 * the body's limits, the security headers, compression once per answer, and the access line. Each rule lives here
 * once; `ApiProxy` and `edgeOnFastify` only call it.
 */
export class Edge {
  readonly bodyLimitBytes: number;
  private readonly clientAddress: (request: IncomingMessage) => ClientAddress;
  private readonly securityHeaders: SecurityHeaders;
  private readonly variants = new EncodedVariants();
  /** A kept answer's finished headers and body, per encoding, while the answer is kept (keyed by its headers object). */
  private readonly finishedKept = new WeakMap<OutgoingHttpHeaders, Map<Encoding | 'identity', FinishedAnswer>>();
  private readonly writeAccessLine: (line: AccessLine) => void;

  constructor(private readonly options: EdgeOptions) {
    this.bodyLimitBytes = options.bodyLimitBytes;
    this.clientAddress = clientAddressOf(options.trustedProxies);
    this.securityHeaders = new SecurityHeaders(options.remotes, options.strictTransportSecurity);
    this.writeAccessLine = accessLogOn(options.log);
  }

  /**
   * Starts an exchange: its id (the caller's when acceptable) and client, the watch on its body's arrival (however the
   * body is read, or left unread), and its access line once the answer is done.
   */
  begin(request: IncomingMessage, response: ServerResponse, id = requestIdFrom(request)): Exchange {
    const exchange: Exchange = {
      request,
      response,
      id,
      client: this.clientAddress(request),
      startedAt: performance.now(),
    };
    if (!request.complete && expectsBody(request.headers))
      exchange.bodyLate = watchBodyArrival(request, this.options.bodyArrival);
    const logged = !UNLOGGED_PATHS.has(request.url ?? '');
    response.once('close', () => {
      if (logged) this.logAccess(exchange);
      this.options.metrics?.record({
        method: request.method ?? '',
        route: exchange.route ?? UNMATCHED_ROUTE,
        status: response.statusCode,
        seconds: (performance.now() - exchange.startedAt) / 1000,
      });
    });
    return exchange;
  }

  /** The whole request body within the limit, read before anyone is asked, so a slow upload holds only the gateway. */
  async readBody(exchange: Exchange): Promise<BodyOutcome> {
    try {
      return { body: await readRequestBody(exchange.request, this.options.bodyLimitBytes, exchange.bodyLate) };
    } catch (error) {
      return { refused: error instanceof BodyTooLargeError ? 'too-large' : 'stalled-or-gone' };
    }
  }

  /**
   * The gateway's headers added to an answer (the request id, the security headers of its kind, HSTS) and its body
   * compressed when the client accepts it and it is worth it. A body kept and sent again is compressed only once, and
   * its kept compression is handed back at once rather than through a promise.
   */
  finish(
    exchange: Exchange,
    statusCode: number,
    headers: OutgoingHttpHeaders,
    body: Buffer | Readable | undefined,
    kind: AnswerKind,
  ): FinishedAnswer | Promise<FinishedAnswer> {
    this.securityHeaders.addTo(headers, kind);
    headers[REQUEST_ID_HEADER] = exchange.id;
    const encoding =
      body !== undefined && exchange.request.method !== 'HEAD'
        ? encodingFor(exchange.request.headers, statusCode, headers)
        : undefined;
    if (!encoding || body === undefined) return { headers, body };
    markEncoded(headers, encoding);
    if (!Buffer.isBuffer(body)) {
      delete headers['content-length'];
      return { headers, body: pipeline(body, compressing(encoding), (error) => this.brokeOff(exchange, error)) };
    }
    const encoded = this.variants.encode(encoding, body);
    const withLength = (bytes: Buffer): FinishedAnswer => {
      headers['content-length'] = bytes.length;
      return { headers, body: bytes };
    };
    return Buffer.isBuffer(encoded) ? withLength(encoded) : encoded.then(withLength);
  }

  /** Sends an API answer on the raw response, finished as every answer is. */
  async send(
    exchange: Exchange,
    statusCode: number,
    headers: OutgoingHttpHeaders,
    body: Buffer | Readable | undefined,
  ): Promise<void> {
    const finished = this.finish(exchange, statusCode, headers, body, 'api');
    this.write(exchange, statusCode, 'then' in finished ? await finished : finished);
  }

  /**
   * Sends a 200 the gateway keeps and sends again (its edge cache's): `kept` and `body` are the same objects each time,
   * so the answer is finished once per encoding, and each request adds only its own headers to a copy.
   */
  async sendKept(
    exchange: Exchange,
    kept: OutgoingHttpHeaders,
    body: Buffer,
    perRequest: OutgoingHttpHeaders,
  ): Promise<void> {
    const encoding = exchange.request.method === 'HEAD' ? undefined : encodingFor(exchange.request.headers, 200, kept);
    let forms = this.finishedKept.get(kept);
    if (!forms) {
      forms = new Map();
      this.finishedKept.set(kept, forms);
    }
    let ready = forms.get(encoding ?? 'identity');
    if (!ready) {
      const pending = this.finish(exchange, 200, { ...kept }, body, 'api');
      const finished = 'then' in pending ? await pending : pending;
      const headers: OutgoingHttpHeaders = {};
      for (const name in finished.headers) if (name !== REQUEST_ID_HEADER) headers[name] = finished.headers[name];
      ready = { headers, body: finished.body };
      forms.set(encoding ?? 'identity', ready);
    }
    this.write(exchange, 200, {
      headers: { ...ready.headers, ...perRequest, [REQUEST_ID_HEADER]: exchange.id },
      body: ready.body,
    });
  }

  private write(exchange: Exchange, statusCode: number, { headers, body }: FinishedAnswer): void {
    exchange.response.writeHead(statusCode, headers);
    if (body === undefined || Buffer.isBuffer(body)) exchange.response.end(body);
    // The client going away destroys the stream, which stops reading the service's answer.
    else pipeline(body, exchange.response, (error) => this.brokeOff(exchange, error));
  }

  sendJson(
    exchange: Exchange,
    statusCode: number,
    payload: object,
    extraHeaders: OutgoingHttpHeaders = {},
  ): Promise<void> {
    const body = Buffer.from(JSON.stringify(payload));
    return this.send(
      exchange,
      statusCode,
      { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...extraHeaders },
      body,
    );
  }

  private brokeOff(exchange: Exchange, error: NodeJS.ErrnoException | null): void {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      this.options.log.warn({ reqId: exchange.id, err: error }, 'a streamed answer broke off');
  }

  private logAccess({ request, response, id, client, startedAt }: Exchange): void {
    this.writeAccessLine({
      reqId: id,
      method: request.method ?? '',
      url: loggedUrl(request.url ?? ''),
      host: client.host,
      remoteAddress: client.ip,
      remotePort: request.socket.remotePort,
      statusCode: response.statusCode,
      responseTime: performance.now() - startedAt,
      ...(!response.writableFinished && { aborted: true }),
    });
  }
}
