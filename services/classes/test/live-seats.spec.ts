import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { liveSeatsMessageSchema, liveSeatsSubject, type LiveSeatFigures } from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { eq, sql } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { startClasses, type RunningClasses } from './support/classes-app.js';

describe('classes: public seat figures, read and live (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let nats: NatsConnection;
  /** Every class's figures heard on the live subject, in order, with the time each message arrived. */
  const heard: Array<LiveSeatFigures & { arrivedAt: number }> = [];
  let approved: { id: string; availableSeats: number; enrolled: number }[];
  let pendingId: string;

  beforeAll(async () => {
    service = await startClasses();
    nats = await connect({ servers: service.config.NATS_URL });
    nats.subscribe(liveSeatsSubject(service.config.NATS_NAMESPACE), {
      callback: (error, message) => {
        if (error) return;
        const arrivedAt = Date.now();
        for (const figures of liveSeatsMessageSchema.parse(message.json()).classes)
          heard.push({ ...figures, arrivedAt });
      },
    });
    await nats.flush();
    const rows = await service.db
      .select({
        id: classes.id,
        status: classes.status,
        availableSeats: classes.availableSeats,
        enrolled: classes.enrolled,
      })
      .from(classes);
    approved = rows.filter((row) => row.status === 'approved');
    pendingId = rows.find((row) => row.status === 'pending')!.id;
  });

  afterAll(async () => {
    await nats?.close();
    await service?.stop();
  });

  const seats = (ids: string) => call<{ classes: LiveSeatFigures[] }>(service.baseUrl, 'GET', `/seats?classes=${ids}`);
  const until = async (condition: () => boolean, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return condition();
  };

  describe('GET /seats', () => {
    it("answers the approved classes' figures and leaves unknown and pending ids out", async () => {
      const [first, second] = approved;
      const unknown = '00000000-0000-4000-8000-000000000000';
      const answer = await seats([first!.id, pendingId, unknown, second!.id.toUpperCase()].join(','));
      expect(answer.status).toBe(200);
      const live = await fetch(`${service.baseUrl}/seats?classes=${first!.id}`);
      expect(live.headers.get('cache-control')).toBe('no-store');
      const byId = new Map(answer.body.classes.map((figures) => [figures.classId, figures]));
      expect([...byId.keys()].sort()).toEqual([first!.id, second!.id].sort());
      expect(byId.get(first!.id)).toEqual({
        classId: first!.id,
        availableSeats: first!.availableSeats,
        enrolled: first!.enrolled,
        open: true,
      });
    });

    it.each([
      ['missing', '/seats'],
      ['not an id', '/seats?classes=abc'],
      ['an empty id', `/seats?classes=${'0'.repeat(8)}-0000-4000-8000-000000000000,`],
      [
        'over 100 ids',
        `/seats?classes=${Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000').join(',')}`,
      ],
    ])('answers 400 with the rule when classes is %s', async (_case, path) => {
      const answer = await call<{ statusCode: number; message: string }>(service.baseUrl, 'GET', path);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('classes must be 1 to 100 class ids, separated by commas');
    });
  });

  describe('live figures on NATS', () => {
    it('publishes a committed seat change within 1 s, with the figures after it', async () => {
      const target = approved[0]!;
      const before = Date.now();
      await service.db
        .update(classes)
        .set({ availableSeats: sql`${classes.availableSeats} + 3`, enrolled: sql`${classes.enrolled} + 1` })
        .where(eq(classes.id, target.id));
      expect(await until(() => heard.some((figures) => figures.classId === target.id), 1000)).toBe(true);
      const message = heard.find((figures) => figures.classId === target.id)!;
      expect(message).toMatchObject({
        classId: target.id,
        availableSeats: target.availableSeats + 3,
        enrolled: target.enrolled + 1,
        open: true,
      });
      expect(message.changedAt).toBeGreaterThanOrEqual(before);
      expect(message.arrivedAt - before).toBeLessThan(1000);
    });

    it('gathers a burst of commits on many classes into few messages, each class with its last figures', async () => {
      heard.length = 0;
      const burst = approved.slice(0, 4);
      for (let round = 1; round <= 5; round += 1)
        for (const row of burst)
          await service.db
            .update(classes)
            .set({ availableSeats: 40 + round })
            .where(eq(classes.id, row.id));
      expect(
        await until(
          () => burst.every((row) => heard.some((f) => f.classId === row.id && f.availableSeats === 45)),
          1000,
        ),
      ).toBe(true);
      // Never an older figure after a newer one of the same class.
      for (const row of burst) {
        const figures = heard.filter((f) => f.classId === row.id).map((f) => f.availableSeats);
        expect(figures).toEqual([...figures].sort((a, b) => a - b));
      }
    });

    it("never publishes a pending class's figures, and nothing for an edit that leaves seats and status alone", async () => {
      heard.length = 0;
      const target = approved[1]!;
      await service.db.update(classes).set({ availableSeats: 7 }).where(eq(classes.id, pendingId));
      await service.db
        .update(classes)
        .set({ className: 'Renamed, seats alone' })
        .where(eq(classes.id, approved[2]!.id));
      await service.db.update(classes).set({ availableSeats: 9 }).where(eq(classes.id, target.id));
      expect(await until(() => heard.some((figures) => figures.classId === target.id), 1000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard.map((figures) => figures.classId)).toEqual([target.id]);
    });
  });
});
