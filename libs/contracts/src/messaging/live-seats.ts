import { z } from 'zod';
import type { ServiceName } from '../services.js';

/**
 * Live seat figures (decision 0039). classes publishes the public figures of the classes whose seats changed on this
 * core NATS subject, never stored: a figure is only worth something to a gateway listening now, and every gateway
 * listens on its own (no queue group), so every browser hears every change. A gateway that was not listening sends
 * its browsers fresh snapshots when it hears again. Outside the `<namespace>.>` event stream on purpose.
 */
export function liveSeatsSubject(namespace: string): string {
  return `live.${namespace}.classes.seats`;
}

/** The one service that may publish on the live subject (deploy/nats gives it the right, and the gateways hear it). */
export const LIVE_SEATS_PUBLISHER: ServiceName = 'classes';

/** One class's public seat figures: the same shape as GET /seats answers (`SeatFigures`). */
export const liveSeatFiguresSchema = z.object({
  classId: z.uuid(),
  availableSeats: z.int().min(0),
  enrolled: z.int().min(0),
  open: z.boolean(),
  /**
   * When classes heard the change committed (milliseconds since the epoch); with several changes in one message or
   * one tick of the stream, the earliest. Public-safe (a time, nothing about who); measured by bench/live-seats.mjs.
   */
  changedAt: z.int().min(0).optional(),
});
export type LiveSeatFigures = z.infer<typeof liveSeatFiguresSchema>;

/** A message on the live subject: the figures of one or more classes, as they were after a commit. */
export const liveSeatsMessageSchema = z.object({ classes: z.array(liveSeatFiguresSchema).min(1).max(500) });

/**
 * The stream's wire format (GET /api/live/seats, text/event-stream): `event: seats` with `data: {"classes":[…]}`
 * (figures of the classes that changed, or the snapshot asked for) and an `id:` a reconnecting browser sends back in
 * Last-Event-ID; `:` comment lines as heartbeats.
 */
export const LIVE_SEATS_EVENT = 'seats';
