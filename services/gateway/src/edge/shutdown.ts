import type { FastifyInstance } from 'fastify';

/** How long requests in progress may take to finish once the gateway is closing. */
export const CLOSING_REQUESTS_MS = 5000;

/**
 * Closing waits for requests in progress, but not for ever: a connection the HTTP server still counts as busy (one
 * closed by hand with a 408 before its request was read, a client that stopped reading) would otherwise keep the
 * gateway from exiting. After `drainMs` every connection left is closed.
 */
export function boundShutdownDrain(app: FastifyInstance, drainMs = CLOSING_REQUESTS_MS): void {
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections(), drainMs).unref();
    done();
  });
}
