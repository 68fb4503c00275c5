import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept only if it is short and plain, so it cannot forge log lines or bloat headers.
const ACCEPTABLE_ID = /^[\w.:@-]{1,128}$/;

/** The caller's x-request-id when acceptable, otherwise a new UUID (Fastify's genReqId too, so both agree). */
export function requestIdFrom(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}
