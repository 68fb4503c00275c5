import type { IncomingHttpHeaders } from 'node:http';
import { Pool, type Dispatcher } from 'undici';

/** Headers about one hop's connection: never passed on in either direction (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect']);

export interface UpstreamRequest {
  method: string;
  /** Path and query, already without the gateway's /api prefix, percent-encoding as the client sent it. */
  pathAndQuery: string;
  headers: IncomingHttpHeaders;
  body?: Buffer;
}

/**
 * One service behind the gateway: a pool of keep-alive connections (undici) that requests are written to directly.
 * A general-purpose proxy plugin did several times the work per request (see decision 0025); this keeps only what the
 * gateway needs: no retries, one deadline for connecting, for the answer's headers and between its body chunks.
 */
export class Upstream {
  private readonly pool: Pool;
  private readonly basePath: string;

  constructor(baseUrl: string, private readonly timeoutMs: number) {
    const url = new URL(baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: 128,
      pipelining: 1,
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  }

  /** The service's answer with its body as a stream; rejects when the service cannot be reached or does not answer in time. */
  request(request: UpstreamRequest): Promise<Dispatcher.ResponseData> {
    return this.pool.request({
      method: request.method as Dispatcher.HttpMethod,
      path: `${this.basePath}${request.pathAndQuery}`,
      headers: withoutHopByHop(request.headers, 'host', 'content-length'),
      body: request.body,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * A copy of `headers` without the hop-by-hop ones and `alsoDropped`. Host and Content-Length are not forwarded
 * because the client computes them for the connection and body it sends.
 */
export function withoutHopByHop(headers: IncomingHttpHeaders, ...alsoDropped: string[]): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (!HOP_BY_HOP.has(name) && !alsoDropped.includes(name)) kept[name] = headers[name];
  }
  return kept;
}
