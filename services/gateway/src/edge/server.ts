import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself (true), or leaves it to Fastify (false). */
export type FirstHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would have made, with the same options and timeouts, whose
 * requests `first` sees before Fastify does. The API's forwarding answers there, spared Fastify's routing, hooks and
 * reply on the gateway's hottest path; the pages stay with Fastify (decision 0005).
 */
export function serverWithFirstHandler(first: FirstHandler): FastifyServerFactory {
  return (fastifyHandler, options) => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!first(request, response)) fastifyHandler(request, response);
    });
    // What Fastify sets on a server it makes itself; it fills these options in before calling the factory.
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    return server;
  };
}
