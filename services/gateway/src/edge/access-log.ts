import type { FastifyBaseLogger } from 'fastify';

/** One answered request, as its access line says it. */
export interface AccessLine {
  reqId: string;
  method: string;
  url: string;
  host: string;
  remoteAddress: string;
  remotePort: number | undefined;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
  /** The connection closed before the whole answer was sent. */
  aborted?: true;
}

/**
 * Writes access lines on a logger made once, from plain values rather than through Fastify's request and reply
 * serializers on a per-request child logger: log lines are a large share of the gateway's work per request. One line
 * per request, whichever part of the gateway answered it (Fastify's own two lines per request are turned off).
 */
export function accessLogOn(logger: FastifyBaseLogger): (line: AccessLine) => void {
  // Plain objects go out as they are; the request id is a field of the line, as on Fastify's own request lines.
  const log = logger.child({}, { serializers: { req: plain, res: plain } });
  return ({ reqId, method, url, host, remoteAddress, remotePort, statusCode, responseTime, aborted }) =>
    log.info(
      {
        reqId,
        req: { method, url, host, remoteAddress, remotePort },
        res: { statusCode },
        responseTime,
        ...(aborted && { aborted }),
      },
      'request completed',
    );
}

function plain<T>(value: T): T {
  return value;
}
