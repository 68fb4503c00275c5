import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { failureKind, UpstreamFailure } from './upstream-failure.js';

/** Headers about one hop's connection: never passed on in either direction (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
];

/** Answers up to this size are read whole, so their headers and body leave in one write (most JSON answers are a few KB). */
export const SMALL_ANSWER_BYTES = 64 * 1024;

export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The whole body when the service announced at most SMALL_ANSWER_BYTES; otherwise a stream of it (an image). */
  body: Buffer | Readable;
}

export interface UpstreamRequest {
  method: string;
  /** Path and query, already without the gateway's /api prefix, percent-encoding as the client sent it. */
  pathAndQuery: string;
  /** The client's headers, passed on without the hop-by-hop ones. */
  headers: IncomingHttpHeaders;
  /** Headers the gateway sets, in place of any the client sent under the same names. */
  setHeaders?: Record<string, string>;
  body?: Buffer;
}

/**
 * Connections kept open to one replica at most. Requests beyond them wait inside the gateway, in arrival order, behind
 * requests the service may be holding on purpose (a checkout waiting for its turn at a seat), so too few would delay
 * a rush at the gateway rather than the service. A service answers thousands at once.
 */
const CONNECTIONS_PER_REPLICA = 1024;

/**
 * One replica of a service behind the gateway: a pool of keep-alive connections (undici) that requests are written to
 * directly. A general-purpose proxy plugin did several times the work per request (decision 0005); this keeps only
 * what the gateway needs: one deadline for connecting, for the answer's headers and between its body chunks. It never
 * retries; ServiceReplicas decides whether another replica is asked (decision 0052).
 */
export class Upstream {
  private readonly pool: Pool;
  private readonly basePath: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
  ) {
    const url = new URL(baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: CONNECTIONS_PER_REPLICA,
      pipelining: 1,
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  }

  /**
   * The replica's answer; rejects with an UpstreamFailure when it cannot be reached or does not answer in time. Written against
   * undici's dispatch interface: its `request()` wraps every body in a stream, a cost per request for answers that are
   * read whole anyway.
   */
  request(request: UpstreamRequest): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      this.pool.dispatch(
        {
          method: request.method as Dispatcher.HttpMethod,
          path: `${this.basePath}${request.pathAndQuery}`,
          // One copy of the client's headers, with the gateway's own set on it: a copy per step cost every request.
          headers: Object.assign(headersWithout(request.headers, NOT_FORWARDED), request.setHeaders),
          body: request.body,
          headersTimeout: this.timeoutMs,
          bodyTimeout: this.timeoutMs,
        },
        new AnswerReader(resolve, reject),
      );
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Names of headers a copy made by `headersWithout` leaves out: the hop-by-hop ones and `alsoDropped`. */
export function droppedHeaders(...alsoDropped: string[]): ReadonlySet<string> {
  return new Set([...HOP_BY_HOP, ...alsoDropped]);
}

/** A copy of `headers` without those named in `dropped` (made once by `droppedHeaders`: this runs for every answer). */
export function headersWithout(headers: IncomingHttpHeaders, dropped: ReadonlySet<string>): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (!dropped.has(name)) kept[name] = headers[name];
  }
  return kept;
}

/**
 * Not forwarded to a service: Host and Content-Length are computed for the connection and body the gateway sends. A
 * client's trace context is replaced, not passed on: with tracing on the forwarding span adds its own (continuing the
 * client's), and a second traceparent would make the service start a trace of its own.
 */
const NOT_FORWARDED = droppedHeaders('host', 'content-length', 'traceparent', 'tracestate');

/** Collects a small answer whole, or hands a large one on as a stream that pauses the connection when not read. */
class AnswerReader implements Dispatcher.DispatchHandler {
  private head: Omit<UpstreamAnswer, 'body'> | undefined;
  private readonly chunks: Buffer[] = [];
  private stream: Readable | undefined;
  private ended = false;

  constructor(
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  /** Present so undici treats this as a handler of its current interface (it tells the two apart by this method). */
  onRequestStart(): void {}

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    if (Number(headers['content-length']) <= SMALL_ANSWER_BYTES) {
      this.head = { statusCode, headers };
      return;
    }
    this.stream = new Readable({
      read: () => controller.resume(),
      // The client went away (Fastify destroys the stream): the service's answer is not read any further.
      destroy: (error, done) => {
        if (!this.ended && !controller.aborted) controller.abort(error ?? new Error('The client went away'));
        done(error);
      },
    });
    this.resolve({ statusCode, headers, body: this.stream });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.stream) {
      if (!this.stream.push(chunk)) controller.pause();
    } else this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.ended = true;
    if (this.stream) this.stream.push(null);
    else if (this.head) this.resolve({ ...this.head, body: Buffer.concat(this.chunks) });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.ended = true;
    if (this.stream) this.stream.destroy(error);
    else this.reject(new UpstreamFailure(failureKind(error, this.head !== undefined), error));
  }
}
