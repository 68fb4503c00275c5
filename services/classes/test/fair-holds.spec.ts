import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { FairHolds } from '../src/seats/fair-holds.policy.js';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { SeatHoldSweeper } from '../src/seats/seat-hold.sweeper.js';
import { startClasses, type RunningClasses } from './support/classes-app.js';
import { seatRequests } from './support/seat-requests.js';
import { waitlistFigures } from './support/waitlist-figures.js';

// Decision 0029 on a real database and NATS, with a 5 s window: at most two holds per student, a cool-down for a
// student whose hold lapsed while others waited, and more time only while nobody else waits.
describe('classes: fair seat holds (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let seats: ReturnType<typeof seatRequests>;

  beforeAll(async () => {
    service = await startClasses({
      SEAT_HOLD_WINDOW_SECONDS: '5',
      SEAT_HOLD_MAX_SECONDS: '20',
      SEAT_HOLD_COOLDOWN_SECONDS: '120',
      SEAT_HOLD_RELEASE_GRACE_SECONDS: '0',
      SEAT_HOLD_SWEEP_INTERVAL_MS: '3600000',
    });
    seats = seatRequests(service);
  });

  afterAll(async () => {
    await service?.stop();
  });

  /** The hold's window is over now (as if 5 s had passed) and classes' sweeper gives it back as lapsed. */
  const lapse = async (holdId: string) => {
    await service.app.get(FairHolds).written();
    await service.db
      .update(seatHolds)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(seatHolds.id, holdId));
    await service.app.get(SeatHoldSweeper).sweep();
    const [row] = await service.db.select().from(seatHolds).where(eq(seatHolds.id, holdId));
    expect(row).toMatchObject({ status: 'released', releaseReason: 'lapsed' });
  };
  const heldSeats = async (classId: string) => {
    const [klass] = await service.db.select().from(classes).where(eq(classes.id, classId));
    const held = await service.db.$count(seatHolds, and(eq(seatHolds.classId, classId), eq(seatHolds.status, 'held')));
    return { available: klass!.availableSeats, held };
  };

  describe('holds per student', () => {
    it('grants a student two holds at once and refuses a third with a reason, until one ends', async () => {
      const student = randomUUID();
      const [a, b, c] = await Promise.all([seats.newClass(3), seats.newClass(3), seats.newClass(3)]);
      const first = await seats.hold(a!.id, student);
      expect((await seats.hold(b!.id, student)).ok).toBe(true);
      const third = await seats.hold(c!.id, student);
      expect(third).toEqual({
        ok: false,
        reason: 'hold-limit',
        message:
          'You are already holding seats of 2 classes: pay for one, or remove it from your selected classes, before holding another',
      });
      expect(await heldSeats(c!.id)).toEqual({ available: 3, held: 0 });
      // The hold of a class they already hold is theirs again, not a new one.
      expect(await seats.hold(a!.id, student)).toMatchObject({ ok: true, holdId: first.ok && first.holdId });
      if (first.ok) await seats.release(first.holdId, 'declined');
      expect((await seats.hold(c!.id, student)).ok).toBe(true);
    });

    it('counts holds asked for at the same moment one after the other: 6 classes at once, 2 seats held', async () => {
      const student = randomUUID();
      const classesAsked = await Promise.all([1, 2, 3, 4, 5, 6].map(() => seats.newClass(1)));
      const replies = await Promise.all(classesAsked.map((klass) => seats.hold(klass.id, student)));
      expect(replies.filter((reply) => reply.ok)).toHaveLength(2);
      expect(replies.filter((reply) => !reply.ok && reply.reason === 'hold-limit')).toHaveLength(4);
      const held = await service.db.$count(
        seatHolds,
        and(eq(seatHolds.studentId, student), eq(seatHolds.status, 'held')),
      );
      expect(held).toBe(2);
    });

    it('in a rush of many students, each keeps to the limit and no seat is oversold', async () => {
      const classesAsked = await Promise.all([1, 2, 3].map(() => seats.newClass(5)));
      const students = Array.from({ length: 10 }, () => randomUUID());
      const replies = await Promise.all(
        students.flatMap((student) => classesAsked.map((klass) => seats.hold(klass.id, student))),
      );
      const granted = replies.filter((reply) => reply.ok).length;
      expect(granted).toBe(15);
      for (const student of students) {
        const held = await service.db.$count(
          seatHolds,
          and(eq(seatHolds.studentId, student), eq(seatHolds.status, 'held')),
        );
        expect(held).toBeLessThanOrEqual(2);
      }
      for (const klass of classesAsked) expect(await heldSeats(klass.id)).toEqual({ available: 0, held: 5 });
    });
  });

  describe('cool-down', () => {
    it('a squatter whose hold lapsed while someone waited cannot take the seat back; the one waiting gets it', async () => {
      const klass = await seats.newClass(1);
      const squatter = randomUUID();
      const waiting = randomUUID();
      const taken = await seats.hold(klass.id, squatter);
      expect(taken.ok).toBe(true);
      expect(await seats.hold(klass.id, waiting)).toMatchObject({ ok: false, reason: 'full' });
      if (taken.ok) await lapse(taken.holdId);

      const again = await seats.hold(klass.id, squatter);
      expect(again).toMatchObject({ ok: false, reason: 'cooling-down' });
      expect(!again.ok && again.message).toMatch(
        /^Your last hold of this class ended unpaid while others were waiting for a seat: you can hold one again in 2 minutes$/,
      );
      // With another hold id, the same answer: the cool-down is the student's, not the attempt's.
      expect(await seats.hold(klass.id, squatter, randomUUID())).toMatchObject({ reason: 'cooling-down' });
      expect((await seats.hold(klass.id, waiting)).ok).toBe(true);
    });

    it('a student who gave the seat up starts the cool-down too; a declined card does not', async () => {
      const klass = await seats.newClass(1);
      const [givesUp, declined, waiting] = [randomUUID(), randomUUID(), randomUUID()];
      const first = await seats.hold(klass.id, givesUp);
      await seats.hold(klass.id, waiting);
      if (first.ok) await seats.release(first.holdId, 'given-up');
      expect(await seats.hold(klass.id, givesUp)).toMatchObject({ reason: 'cooling-down' });

      const second = await seats.hold(klass.id, declined);
      expect(second.ok).toBe(true);
      if (second.ok) await seats.release(second.holdId, 'declined');
      expect((await seats.hold(klass.id, declined)).ok).toBe(true);
    });

    it('a student payments turned away without asking classes counts as waiting too', async () => {
      const klass = await seats.newClass(1);
      const [squatter, waiting] = [randomUUID(), randomUUID()];
      const taken = await seats.hold(klass.id, squatter);
      expect(await seats.waiting(klass.id, [waiting])).toEqual({ recorded: 1 });
      if (taken.ok) await lapse(taken.holdId);
      expect(await seats.hold(klass.id, squatter)).toMatchObject({ reason: 'cooling-down' });
    });

    it('nobody waiting: the student whose hold lapsed may hold again at once', async () => {
      const klass = await seats.newClass(1);
      const student = randomUUID();
      const taken = await seats.hold(klass.id, student);
      if (taken.ok) await lapse(taken.holdId);
      expect((await seats.hold(klass.id, student)).ok).toBe(true);
    });
  });

  describe('more time', () => {
    it('extends a hold by one window while nobody waits, and says why not once someone does', async () => {
      const klass = await seats.newClass(1);
      const taken = await seats.hold(klass.id);
      if (!taken.ok) throw new Error('no hold');
      const extended = await seats.extend(taken.holdId);
      expect(extended.ok).toBe(true);
      expect(extended.ok && new Date(extended.expiresAt) >= new Date(taken.expiresAt)).toBe(true);

      expect(await seats.hold(klass.id)).toMatchObject({ ok: false, reason: 'full' });
      await service.app.get(FairHolds).written();
      expect(await seats.extend(taken.holdId)).toMatchObject({
        ok: false,
        reason: 'others-waiting',
        message:
          'Others are waiting for a seat of this class, so your hold cannot be extended: please finish paying before it ends',
      });
    });

    it("not while another student waits in the class's line (decision 0038), though nobody was turned away lately", async () => {
      const klass = await seats.newClass(1);
      const taken = await seats.hold(klass.id);
      if (!taken.ok) throw new Error('no hold');
      await waitlistFigures(service).inLine(klass.id, [randomUUID()]);
      expect(await seats.extend(taken.holdId)).toMatchObject({ ok: false, reason: 'others-waiting' });
    });

    it('never beyond the maximum from when the seat was taken, and not for a hold that ended', async () => {
      const klass = await seats.newClass(2);
      const taken = await seats.hold(klass.id);
      if (!taken.ok) throw new Error('no hold');
      // As if the seat had been held for 18 of its 20 seconds, 1 s left: one more window would pass the maximum.
      await service.db
        .update(seatHolds)
        .set({ heldSince: sql`now() - interval '18 seconds'`, expiresAt: sql`now() + interval '1 second'` })
        .where(eq(seatHolds.id, taken.holdId));
      const last = await seats.extend(taken.holdId);
      expect(last.ok).toBe(true);
      const [row] = await service.db.select().from(seatHolds).where(eq(seatHolds.id, taken.holdId));
      expect(row!.expiresAt.getTime() - row!.heldSince.getTime()).toBeLessThanOrEqual(20_000);
      expect(await seats.extend(taken.holdId)).toMatchObject({
        ok: false,
        reason: 'at-most',
        message: 'A seat can be held for at most 1 minute in all: please finish paying before it ends',
      });

      await seats.release(taken.holdId, 'given-up');
      expect(await seats.extend(taken.holdId)).toMatchObject({ ok: false, reason: 'not-held' });
      expect(await seats.extend(randomUUID())).toMatchObject({ ok: false, reason: 'not-held' });
    });
  });
});
