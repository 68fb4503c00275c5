import type { OutgoingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isApiPath } from '../routing/route-table.js';
import type { Edge, Exchange } from './edge.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The edge's view of the request, made when it arrives. */
    exchange: Exchange;
  }
}

/**
 * The edge applied to everything Fastify answers (pages, files, health, the API's 404s and errors), the same rules as
 * the API's forwarding applies itself. Registered at the root, so it covers every route; no route adds an onSend hook
 * of its own, so this one sees each answer last.
 */
async function edgeOnFastifyPlugin(app: FastifyInstance, { edge }: { edge: Edge }): Promise<void> {
  app.decorateRequest('exchange', null as unknown as Exchange);
  app.addHook('onRequest', (request, reply, done) => {
    request.exchange = edge.begin(request.raw, reply.raw, request.id);
    request.exchange.route = request.routeOptions.url;
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => finishOnFastify(edge, request, reply, payload));
}

async function finishOnFastify(
  edge: Edge,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  const body =
    typeof payload === 'string'
      ? Buffer.from(payload)
      : Buffer.isBuffer(payload) || payload instanceof Readable
        ? payload
        : undefined;
  const kind = isApiPath(request.url) ? 'api' : 'page';
  const finished = await edge.finish(request.exchange, reply.statusCode, headers, body, kind);
  if (finished.body !== body && !Buffer.isBuffer(finished.body)) reply.removeHeader('content-length');
  reply.headers(finished.headers);
  return finished.body === body ? payload : finished.body;
}

export const edgeOnFastify = fastifyPlugin(edgeOnFastifyPlugin, { name: 'classhub-edge' });
