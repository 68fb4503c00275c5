import type { IncomingMessage } from 'node:http';
import { expectsBody, watchBodyStall } from './client-connection.js';

/** The body announced or sent is over the gateway's limit: answered 413 without reading the rest. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** The body stopped arriving: the socket has been answered 408 and closed already. */
export class BodyStalledError extends Error {
  override readonly name = 'BodyStalledError';
}

/**
 * A request's whole body as received, read before the service is called, so a slow or stalled upload holds a socket of
 * the gateway and never a connection to a service. Undefined when the request announces no body.
 */
export function readRequestBody(
  request: IncomingMessage,
  limitBytes: number,
  idleMs: number,
): Promise<Buffer | undefined> {
  if (!expectsBody(request.headers)) return Promise.resolve(undefined);
  if (Number(request.headers['content-length']) > limitBytes) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      reject(new BodyTooLargeError());
    };
    watchBodyStall(request, idleMs, () => reject(new BodyStalledError()));
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks, size)));
    // The client went away mid-body: nothing to answer.
    request.once('error', reject);
  });
}
