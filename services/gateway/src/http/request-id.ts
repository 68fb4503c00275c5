import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept only if it is short and plain, so it cannot forge log lines or bloat headers.
const ACCEPTABLE_ID = /^[\w.:@-]{1,128}$/;

/** Fastify's genReqId: the caller's x-request-id when acceptable, otherwise a new UUID. */
export function requestIdFrom(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Echoes the request id on every answer, so a user's report can be matched to the logs of every hop. */
export function addRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
