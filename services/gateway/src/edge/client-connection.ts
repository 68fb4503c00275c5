import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_SECURITY_HEADERS } from './security-headers.js';

// Written before any request could be routed, so they are the API's: the error is data.
const SECURITY_HEADER_LINES = API_SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}\r\n`).join('');

/**
 * Ends a connection with a JSON error the client can read, and `Connection: close` so a keep-alive client opens a new
 * socket for its next request instead of having it reset. For errors after which the socket cannot be trusted to be
 * at a request boundary (malformed or oversized headers, a timed-out request or body).
 */
export function closeWithError(socket: Socket, statusCode: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ statusCode, error: STATUS_CODES[statusCode], message });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `${SECURITY_HEADER_LINES}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  // A client that stops reading must not keep the socket either.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refused before any route saw the request. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A connection that never sent a byte (a browser's preconnect) asked nothing: it is closed without an answer a
  // browser could mistake for the response to the request it is about to send on it.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.bytesRead === 0) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') closeWithError(socket, 431, 'The request headers are too large');
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') closeWithError(socket, 408, 'The request did not arrive in time');
  else closeWithError(socket, 400, 'The request is not valid HTTP');
}

/** Whether a request announces a body (a length above zero, or chunks). */
export function expectsBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (typeof length === 'string' && length !== '0');
}
