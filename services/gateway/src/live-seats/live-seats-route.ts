import { PassThrough } from 'node:stream';
import { API_PREFIX, liveSeatsQuerySchema, ROUTES } from '@classhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { LiveSeatsHub, LiveStream } from './live-seats-hub.js';
import type { LiveStreamLimits } from './live-stream-limits.js';
import type { SeatSnapshots } from './seat-snapshots.js';
import { retryHint, seatsEvent } from './server-sent-events.js';

export interface LiveSeatsRouteOptions {
  hub: LiveSeatsHub;
  limits: LiveStreamLimits;
  snapshots: SeatSnapshots;
  /** The browser's wait before reconnecting, sent as `retry:`. */
  retryMs: number;
}

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live seat streams are open from your address; close some tabs and try again';
const RETRY_AFTER_SECONDS = 30;

/** A stream whose browser has not read this much is dropped: it reconnects, and a snapshot catches it up. */
const MAX_UNREAD_BYTES = 1024 * 1024;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Never kept by the browser or a proxy, never held back by one (nginx's buffering, when in front of the gateway).
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

/**
 * `GET /api/live/seats` (streamLiveSeats, decision 0039), answered by the gateway itself through Fastify so the edge
 * applies as to every answer (request id, security headers, access line; text/event-stream is never compressed).
 * On connect: a reconnecting browser's Last-Event-ID gets what it missed; otherwise the classes asked for get a
 * snapshot from classes. Then one event per tick with what changed, and heartbeats, until the browser leaves or the
 * gateway closes.
 */
export async function liveSeatsRoute(
  app: FastifyInstance,
  { hub, limits, snapshots, retryMs }: LiveSeatsRouteOptions,
): Promise<void> {
  let closing = false;
  // Before the server closes: an open stream would otherwise hold the shutdown until the drain bound cuts it.
  app.addHook('preClose', (done) => {
    closing = true;
    hub.stop();
    done();
  });

  app.route({
    method: 'GET',
    url: `${API_PREFIX}${ROUTES.streamLiveSeats.path}`,
    // A HEAD would open a stream with nothing to send it.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const query = z.safeParse(liveSeatsQuerySchema, request.query);
      if (!query.success) return refuse(reply, 400, 'Bad Request', query.error.issues[0]?.message ?? 'Invalid query');
      if (closing) return refuse(reply, 503, 'Service Unavailable', 'The gateway is restarting; try again shortly', 1);
      const address = request.exchange.client.ip;
      const refused = limits.admit(address);
      if (refused === 'address')
        return refuse(reply, 429, 'Too Many Requests', TOO_MANY_STREAMS_MESSAGE, RETRY_AFTER_SECONDS);
      if (refused === 'total')
        return refuse(
          reply,
          503,
          'Service Unavailable',
          'The gateway holds as many live seat streams as it can; try again shortly',
          RETRY_AFTER_SECONDS,
        );

      const body = new PassThrough();
      const stream: LiveStream = {
        write: (chunk) => (body.writableLength > MAX_UNREAD_BYTES ? body.destroy() : body.write(chunk)),
        end: () => body.end(),
      };
      let open = true;
      const release = () => {
        if (!open) return;
        open = false;
        hub.detach(stream);
        limits.release(address);
      };
      body.once('close', release);
      reply.raw.once('close', release);
      void reply.code(200).headers(STREAM_HEADERS).send(body);
      body.write(retryHint(retryMs));
      await catchUp(request, body, hub, snapshots, query.data.classes);
      if (open) hub.attach(stream);
      return reply;
    },
  });
}

/** What the browser needs before the ticks: what it missed since its Last-Event-ID, or a snapshot. */
async function catchUp(
  request: FastifyRequest,
  body: PassThrough,
  hub: LiveSeatsHub,
  snapshots: SeatSnapshots,
  classes: string | undefined,
): Promise<void> {
  const lastEventId = request.headers['last-event-id'];
  const missed = hub.missedSince(typeof lastEventId === 'string' ? lastEventId : undefined);
  if (missed) {
    if (missed.classes.length > 0) body.write(seatsEvent(missed.id, missed.classes));
    return;
  }
  if (!classes) return;
  const takenAt = hub.currentId();
  const figures = await snapshots.of(classes, request.id);
  if (figures) body.write(seatsEvent(takenAt, figures));
  // Changes heard while classes was asked: sent after the snapshot, so the browser ends up with the latest.
  const meanwhile = hub.missedSince(takenAt);
  if (meanwhile && meanwhile.classes.length > 0) body.write(seatsEvent(meanwhile.id, meanwhile.classes));
}

function refuse(
  reply: FastifyReply,
  statusCode: number,
  error: string,
  message: string,
  retryAfterSeconds?: number,
): FastifyReply {
  if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(statusCode).header('cache-control', 'no-store').send({ statusCode, error, message });
}
