import * as z from 'zod/mini';
import { seatFiguresQuerySchema } from '../classes/waitlist.api.js';
import { defineRoutes, responseOf } from '../http/route-definition.js';

/** `?classes=<id>,<id>` on the live stream: optional; the classes named get their figures at once (a snapshot). */
export const liveSeatsQuerySchema = z.object({ classes: z.optional(seatFiguresQuerySchema.shape.classes) });

/** Routes the gateway answers itself, never forwarded (decision 0039). */
export const GATEWAY_ROUTES = defineRoutes('gateway', {
  // text/event-stream: `event: seats` / `data: {"classes":[LiveSeatFigures…]}` (messaging/live-seats.ts).
  streamLiveSeats: {
    method: 'GET',
    path: '/live/seats',
    access: 'public',
    query: liveSeatsQuerySchema,
    response: responseOf<string>(),
  },
});
