import type { IncomingMessage } from 'node:http';
import { expectsBody } from './client-connection.js';

/** The body announced or sent is over the gateway's limit: answered 413 without reading the rest. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** The body came too slowly: the socket has been answered 408 and closed already. */
export class BodyTooSlowError extends Error {
  override readonly name = 'BodyTooSlowError';
}

/**
 * A request's whole body as received, read before the service is called, so a slow or stalled upload holds a socket of
 * the gateway and never a connection to a service. Undefined when the request announces no body. `late` is the
 * edge's watch of the body's arrival (body-arrival.ts): once it gives up, so does the read.
 */
export function readRequestBody(
  request: IncomingMessage,
  limitBytes: number,
  late: AbortSignal | undefined,
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
    if (late?.aborted) return reject(new BodyTooSlowError());
    late?.addEventListener('abort', () => reject(new BodyTooSlowError()), { once: true });
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks, size)));
    // The client went away mid-body: nothing to answer.
    request.once('error', reject);
  });
}
