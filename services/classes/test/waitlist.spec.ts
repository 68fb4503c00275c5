import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_DELETED_V1,
  CLASSES_SEAT_ATTACH,
  CLASSES_WAITLIST_OFFER,
  PAYMENT_COMPLETED_V1,
  REFUND_REQUESTED_V1,
  WAITLIST_OFFER_EXPIRED_V1,
  WAITLIST_OFFER_MADE_V1,
  type ClassDto,
} from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { waitlistEntries } from '../src/waitlist/waitlist-entry.entity.js';
import { WaitlistSeats } from '../src/waitlist/waitlist-seats.js';
import { WaitlistSweeper } from '../src/waitlist/waitlist.sweeper.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';
import { seatRequests } from './support/seat-requests.js';
import { waitlistFigures } from './support/waitlist-figures.js';
import { appMetric } from '@classhub/nest-kit';

const OFFER_SECONDS = 600;

describe('classes: the waitlist of a full class (decision 0038, real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let student: SignedInUser;

  beforeAll(async () => {
    // The sweeper is run by the tests themselves.
    service = await startClasses({
      WAITLIST_OFFER_SECONDS: String(OFFER_SECONDS),
      WAITLIST_SWEEP_INTERVAL_MS: '3600000',
    });
    student = await service.signIn('student');
  });

  afterAll(async () => {
    await service?.stop();
  });

  const seats = () => seatRequests(service);
  const figures = () => waitlistFigures(service);
  const api = <T>(method: string, path: string, token?: string) =>
    call<T & { message: string }>(service.baseUrl, method, path, { token });
  const join = (classId: string, token = student.token) =>
    api<Record<string, unknown>>('POST', `/classes/${classId}/waitlist`, token);
  const leave = (classId: string, token = student.token) =>
    api<{ left: true }>('DELETE', `/classes/${classId}/waitlist`, token);
  const myWaitlist = (token = student.token) => api<Array<Record<string, unknown>>>('GET', '/waitlist', token);

  /** A class of `count` seats, each held by a student of its own: full. */
  const fullClass = async (count = 1) => {
    const klass = await seats().newClass(count);
    const holds: string[] = [];
    for (let index = 0; index < count; index++) {
      const reply = await seats().hold(klass.id);
      if (!reply.ok) throw new Error(reply.message);
      holds.push(reply.holdId);
    }
    return { klass, holds };
  };
  const statuses = async (classId: string) =>
    (await figures().entries(classId)).map((entry) => [entry.studentId, entry.status]);
  const offersMade = (classId: string) =>
    figures().events(WAITLIST_OFFER_MADE_V1.subject, (data) => data.classId === classId);
  const expectInvariant = async (classId: string, total: number) => {
    const seen = await figures().seats(classId);
    expect(seen.available + seen.enrolled + seen.held + seen.offered).toBe(total);
    return seen;
  };
  const offerTo = async (classId: string, studentId: string) =>
    (await figures().entryOf(classId, studentId)).find((entry) => entry.status === 'offered');

  describe('joining, leaving and listing (HTTP)', () => {
    it('puts students in line in the order they join, and lists each their place', async () => {
      const { klass } = await fullClass();
      const other = await service.signIn('student');
      const first = await join(klass.id);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        classId: klass.id,
        className: klass.className,
        classImage: klass.classImage,
        status: 'waiting',
        position: 1,
        waiting: 1,
      });
      expect((await join(klass.id, other.token)).body).toMatchObject({ position: 2, waiting: 2 });
      const listed = await myWaitlist(other.token);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([expect.objectContaining({ classId: klass.id, position: 2, waiting: 2 })]);
      expect(listed.body[0]).not.toHaveProperty('offerExpiresAt');
    });

    it('refuses a class with seats free, one not open, one unknown, and an invalid id, each with its message', async () => {
      const open = await seats().newClass(3);
      expect(await join(open.id)).toMatchObject({
        status: 409,
        body: { message: 'This class has seats free: select it instead' },
      });
      const pending = await seats().newClass(0, 'pending');
      expect(await join(pending.id)).toMatchObject({
        status: 409,
        body: { message: 'This class is not open for enrolment' },
      });
      expect(await join(randomUUID())).toMatchObject({ status: 404, body: { message: 'Class not found' } });
      expect((await join('not-a-class')).status).toBe(400);
      expect(await figures().entries(open.id)).toEqual([]);
    });

    it('refuses a second place in the same line, even when both are asked at once', async () => {
      const { klass } = await fullClass();
      const both = await Promise.all([join(klass.id), join(klass.id)]);
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(both.find((answer) => answer.status === 409)?.body.message).toBe(
        "You are already on this class's waitlist",
      );
      expect(await join(klass.id)).toMatchObject({
        status: 409,
        body: { message: "You are already on this class's waitlist" },
      });
      expect(await figures().entries(klass.id)).toHaveLength(1);
    });

    it('refuses a student who holds a seat of the class or is enrolled in it', async () => {
      const holding = await seats().newClass(1);
      expect((await seats().hold(holding.id, student.id)).ok).toBe(true);
      expect(await join(holding.id)).toMatchObject({
        status: 409,
        body: {
          message: 'You are already holding a seat of this class: finish paying for it in your selected classes',
        },
      });
      const enrolledIn = await seats().newClass(0);
      await service.db.update(classes).set({ enrolled: 1 }).where(eq(classes.id, enrolledIn.id));
      await service.db.insert(seatHolds).values({
        id: randomUUID(),
        classId: enrolledIn.id,
        studentId: student.id,
        status: 'converted',
        expiresAt: new Date(),
        priceCents: 1999,
      });
      expect(await join(enrolledIn.id)).toMatchObject({
        status: 409,
        body: { message: 'You are already enrolled in this class' },
      });
    });

    it('is for students only: instructors and admins get 403, visitors 401', async () => {
      const { klass } = await fullClass();
      for (const role of ['instructor', 'admin'] as const) {
        const user = await service.signIn(role);
        expect((await join(klass.id, user.token)).status).toBe(403);
        expect((await myWaitlist(user.token)).status).toBe(403);
        expect((await leave(klass.id, user.token)).status).toBe(403);
      }
      expect((await join(klass.id, '')).status).toBe(401);
      expect(await figures().entries(klass.id)).toEqual([]);
    });

    it('leaves a line; leaving again, or a line never joined, is a 404 with a message', async () => {
      const { klass } = await fullClass();
      await join(klass.id);
      expect(await leave(klass.id)).toMatchObject({ status: 200, body: { left: true } });
      expect(await statuses(klass.id)).toEqual([[student.id, 'left']]);
      expect(await leave(klass.id)).toMatchObject({
        status: 404,
        body: { message: "You are not on this class's waitlist" },
      });
      expect((await myWaitlist()).body.find((entry) => entry.classId === klass.id)).toBeUndefined();
      // Leaving ended the place: joining again is a new place at the end.
      expect((await join(klass.id)).status).toBe(201);
    });

    it('lists offers first, with their expiry, then places in line', async () => {
      const me = await service.signIn('student');
      const waitingFor = await fullClass();
      const offeredIn = await fullClass();
      await join(waitingFor.klass.id, me.token);
      await join(offeredIn.klass.id, me.token);
      expect(await seats().release(offeredIn.holds[0]!)).toBe(true);
      const listed = (await myWaitlist(me.token)).body;
      expect(listed.map((entry) => [entry.classId, entry.status, entry.position])).toEqual([
        [offeredIn.klass.id, 'offered', 1],
        [waitingFor.klass.id, 'waiting', 1],
      ]);
      const expiresIn = new Date(listed[0]!.offerExpiresAt as string).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan((OFFER_SECONDS - 30) * 1000);
      expect(expiresIn).toBeLessThanOrEqual(OFFER_SECONDS * 1000);
    });
  });

  describe('a seat given back', () => {
    it('is offered to the first students waiting, in line order; only the rest goes to everyone', async () => {
      const { klass, holds } = await fullClass(3);
      const line = [randomUUID(), randomUUID()];
      await figures().inLine(klass.id, line);
      const offered = () => appMetric(service.app, 'classhub_waitlist_entries', { status: 'offered' });
      const offeredBefore = await offered();
      for (const holdId of holds) expect(await seats().release(holdId)).toBe(true);
      expect(await statuses(klass.id)).toEqual([
        [line[0], 'offered'],
        [line[1], 'offered'],
      ]);
      expect(await offered()).toBe(offeredBefore + 2);
      expect(await expectInvariant(klass.id, 3)).toEqual({ available: 1, enrolled: 0, held: 0, offered: 2 });
      const made = await offersMade(klass.id);
      expect(made.map((offer) => offer.studentId)).toEqual(line);
      expect(made[0]).toEqual({
        offerId: (await offerTo(klass.id, line[0]!))!.id,
        classId: klass.id,
        className: klass.className,
        studentId: line[0],
        expiresAt: expect.any(String),
      });
      // The class stays full for everyone else while seats are offered.
      expect(await seats().hold(klass.id)).toMatchObject({ ok: true, seatsLeft: 0 });
      expect(await seats().hold(klass.id)).toMatchObject({ ok: false, reason: 'full' });
    });

    it('several at once (seats raised) are offered to as many in line, in one transaction, the rest to everyone', async () => {
      const { klass } = await fullClass(1);
      const line = [randomUUID(), randomUUID()];
      await figures().inLine(klass.id, line);
      const seatsBack = service.app.get(WaitlistSeats);
      // As an edit raising the class's seats from 1 to 4 would (issue 36).
      await service.db.transaction((tx) => seatsBack.giveBack(tx, { classId: klass.id, seats: 3 }));
      expect(await statuses(klass.id)).toEqual([
        [line[0], 'offered'],
        [line[1], 'offered'],
      ]);
      expect(await figures().seats(klass.id)).toEqual({ available: 1, enrolled: 0, held: 1, offered: 2 });
      expect((await offersMade(klass.id)).map((offer) => offer.studentId)).toEqual(line);
    });

    it('passes over a student waiting who already holds a seat of the class, who keeps their place', async () => {
      const klass = await seats().newClass(2);
      const holder = randomUUID();
      const holderHold = await seats().hold(klass.id, holder);
      const other = await seats().hold(klass.id);
      if (!holderHold.ok || !other.ok) throw new Error('seats not held');
      const next = randomUUID();
      await figures().inLine(klass.id, [holder, next]);
      expect(await seats().release(other.holdId)).toBe(true);
      expect(await statuses(klass.id)).toEqual([
        [holder, 'waiting'],
        [next, 'offered'],
      ]);
      expect(await expectInvariant(klass.id, 2)).toMatchObject({ available: 0, held: 1, offered: 1 });
    });

    it('of a refund is offered to the first in line', async () => {
      const klass = await seats().newClass(0);
      await service.db.update(classes).set({ enrolled: 1 }).where(eq(classes.id, klass.id));
      const refund = {
        refundId: randomUUID(),
        paymentId: randomUUID(),
        holdId: randomUUID(),
        classId: klass.id,
        studentId: randomUUID(),
      };
      await service.db.insert(seatHolds).values({
        id: refund.holdId,
        classId: klass.id,
        studentId: refund.studentId,
        status: 'converted',
        paymentId: refund.paymentId,
        expiresAt: new Date(),
        priceCents: 1999,
      });
      const first = randomUUID();
      await figures().inLine(klass.id, [first, randomUUID()]);
      await figures().deliver(REFUND_REQUESTED_V1, refund);
      expect(await expectInvariant(klass.id, 1)).toEqual({ available: 0, enrolled: 0, held: 0, offered: 1 });
      expect((await offersMade(klass.id)).map((offer) => offer.studentId)).toEqual([first]);
    });
  });

  describe('an offer', () => {
    /** A class of one seat offered to a student, with `behind` more students in line. */
    const offered = async (behind = 1) => {
      const { klass, holds } = await fullClass();
      const studentId = randomUUID();
      const rest = Array.from({ length: behind }, () => randomUUID());
      await figures().inLine(klass.id, [studentId, ...rest]);
      await seats().release(holds[0]!);
      const offer = await offerTo(klass.id, studentId);
      if (!offer) throw new Error('no offer made');
      return { klass, studentId, rest, offer };
    };
    const ask = (classId: string, studentId: string) =>
      seats().payments().request(CLASSES_WAITLIST_OFFER, { classId, studentId });

    it('is told to payments while it lasts', async () => {
      const { klass, studentId, rest, offer } = await offered();
      expect(await ask(klass.id, studentId)).toEqual({ offered: true, expiresAt: offer.offerExpiresAt!.toISOString() });
      expect(await ask(klass.id, rest[0]!)).toEqual({ offered: false });
      expect(await ask(klass.id, randomUUID())).toEqual({ offered: false });
      // Asked together (one query in a rush), each student still gets their own answer.
      const others = Array.from({ length: 20 }, () => randomUUID());
      const answers = await Promise.all([studentId, ...others].map((asker) => ask(klass.id, asker)));
      expect(answers.map((answer) => answer.offered)).toEqual([true, ...others.map(() => false)]);
    });

    it('becomes the student’s hold without touching the seats anyone may take, once', async () => {
      const { klass, studentId, offer } = await offered();
      const [first, second] = await Promise.all([seats().hold(klass.id, studentId), seats().hold(klass.id, studentId)]);
      expect(first).toMatchObject({ ok: true, seatsLeft: 0 });
      // The second ask finds the hold the first took, or is refused: never a second seat.
      if (second.ok && first.ok) expect(second.holdId).toBe(first.holdId);
      expect(await expectInvariant(klass.id, 1)).toEqual({ available: 0, enrolled: 0, held: 1, offered: 0 });
      const [entry] = await figures().entryOf(klass.id, studentId);
      expect(entry).toMatchObject({ status: 'claimed', holdId: first.ok ? first.holdId : 'none' });
      const [hold] = await service.db.select().from(seatHolds).where(eq(seatHolds.offerId, offer.id));
      expect(hold).toMatchObject({ status: 'held', studentId });
      // Still kept for them while their checkout runs.
      expect(await ask(klass.id, studentId)).toMatchObject({ offered: true });
    });

    it('still counts the student’s hold limit', async () => {
      const { klass, studentId } = await offered();
      for (let index = 0; index < service.config.SEAT_HOLDS_PER_STUDENT; index++)
        expect((await seats().hold((await seats().newClass(1)).id, studentId)).ok).toBe(true);
      expect(await seats().hold(klass.id, studentId)).toMatchObject({ ok: false, reason: 'hold-limit' });
      expect(await expectInvariant(klass.id, 1)).toMatchObject({ offered: 1, held: 0 });
    });

    it('returns to the offer when its hold is released within the window, and is passed on after it', async () => {
      const { klass, studentId, rest } = await offered();
      const claimed = await seats().hold(klass.id, studentId);
      if (!claimed.ok) throw new Error(claimed.message);
      expect(await seats().release(claimed.holdId, 'lapsed')).toBe(true);
      expect(await statuses(klass.id)).toEqual([
        [studentId, 'offered'],
        [rest[0], 'waiting'],
      ]);
      expect(await expectInvariant(klass.id, 1)).toEqual({ available: 0, enrolled: 0, held: 0, offered: 1 });

      // Claimed again (no cool-down for an offer), then released after the offer's end: the seat goes to the next.
      const again = await seats().hold(klass.id, studentId);
      if (!again.ok) throw new Error(again.message);
      await service.db
        .update(waitlistEntries)
        .set({ offerExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(waitlistEntries.studentId, studentId));
      expect(await seats().release(again.holdId, 'lapsed')).toBe(true);
      expect(await statuses(klass.id)).toEqual([
        [studentId, 'expired'],
        [rest[0], 'offered'],
      ]);
      expect(await figures().events(WAITLIST_OFFER_EXPIRED_V1.subject, (data) => data.studentId === studentId)).toEqual(
        [expect.objectContaining({ classId: klass.id, className: klass.className })],
      );
      await expectInvariant(klass.id, 1);
    });

    it('may be extended up to the offer’s end while others wait', async () => {
      const { klass, studentId, offer } = await offered();
      const claimed = await seats().hold(klass.id, studentId);
      if (!claimed.ok) throw new Error(claimed.message);
      await seats().waiting(klass.id, [randomUUID()]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const extended = await seats().extend(claimed.holdId);
      expect(extended).toMatchObject({ ok: true });
      if (extended.ok)
        expect(new Date(extended.expiresAt).getTime()).toBeLessThanOrEqual(offer.offerExpiresAt!.getTime());
    });

    it('expires unclaimed after its window: told, and the seat goes to the next, then to everyone', async () => {
      const { klass, studentId, rest } = await offered(1);
      const pastWindow = () =>
        service.db
          .update(waitlistEntries)
          .set({ offerExpiresAt: sql`now() - interval '1 second'` })
          .where(eq(waitlistEntries.status, 'offered'));
      await pastWindow();
      await service.app.get(WaitlistSweeper).sweep();
      expect(await statuses(klass.id)).toEqual([
        [studentId, 'expired'],
        [rest[0], 'offered'],
      ]);
      expect(
        await figures().events(WAITLIST_OFFER_EXPIRED_V1.subject, (data) => data.studentId === studentId),
      ).toHaveLength(1);
      await pastWindow();
      await service.app.get(WaitlistSweeper).sweep();
      expect(await expectInvariant(klass.id, 1)).toEqual({ available: 1, enrolled: 0, held: 0, offered: 0 });
    });

    /** The offer claimed and its intent attached, as payments does before handing the intent out. */
    const claimedAndAttached = async (classId: string, studentId: string) => {
      const claimed = await seats().hold(classId, studentId);
      if (!claimed.ok) throw new Error(claimed.message);
      const intentId = `pi_${randomUUID().replaceAll('-', '')}`;
      const attach = { holdId: claimed.holdId, intentId };
      expect((await seats().payments().request(CLASSES_SEAT_ATTACH, attach)).attached).toBe(true);
      return attach;
    };
    const paid = ({ holdId, intentId }: { holdId: string; intentId: string }, classId: string, studentId: string) =>
      figures().deliver(PAYMENT_COMPLETED_V1, {
        paymentId: randomUUID(),
        holdId,
        classId,
        studentId,
        studentEmail: 'student@example.com',
        transactionId: intentId,
        amountCents: 1999,
      });

    it('ends as an enrolment when its hold is paid', async () => {
      const { klass, studentId } = await offered();
      await paid(await claimedAndAttached(klass.id, studentId), klass.id, studentId);
      expect((await figures().entryOf(klass.id, studentId)).map((entry) => entry.status)).toEqual(['enrolled']);
      expect(await expectInvariant(klass.id, 1)).toEqual({ available: 0, enrolled: 1, held: 0, offered: 0 });
    });

    it('ends when its student enrols on another seat of the class, and its kept seat is freed', async () => {
      const { klass, holds } = await fullClass(2);
      const studentId = randomUUID();
      await figures().inLine(klass.id, [studentId]);
      await seats().release(holds[0]!);
      await seats().release(holds[1]!);
      expect(await expectInvariant(klass.id, 2)).toEqual({ available: 1, enrolled: 0, held: 0, offered: 1 });
      // The class shows a seat, so the student's hold takes it rather than the offer.
      const attach = await claimedAndAttached(klass.id, studentId);
      await paid(attach, klass.id, studentId);
      expect((await figures().entryOf(klass.id, studentId)).map((entry) => entry.status)).toEqual(['enrolled']);
      expect(await expectInvariant(klass.id, 2)).toEqual({ available: 1, enrolled: 1, held: 0, offered: 0 });
    });

    it('enrols a payment arriving after its hold returned the seat to the offer, on that seat', async () => {
      const { klass, studentId } = await offered();
      const attach = await claimedAndAttached(klass.id, studentId);
      expect(await seats().release(attach.holdId, 'lapsed')).toBe(true);
      expect(await expectInvariant(klass.id, 1)).toMatchObject({ available: 0, offered: 1 });
      await paid(attach, klass.id, studentId);
      expect((await figures().entryOf(klass.id, studentId)).map((entry) => entry.status)).toEqual(['enrolled']);
      expect(await expectInvariant(klass.id, 1)).toEqual({ available: 0, enrolled: 1, held: 0, offered: 0 });
    });

    it('left by its student goes to the next in line, or to everyone when nobody is left', async () => {
      const { klass, holds } = await fullClass();
      const [me, next] = [await service.signIn('student'), await service.signIn('student')];
      await join(klass.id, me.token);
      await join(klass.id, next.token);
      await seats().release(holds[0]!);
      expect(await offerTo(klass.id, me.id)).toBeDefined();
      expect(await leave(klass.id, me.token)).toMatchObject({ status: 200 });
      expect(await offerTo(klass.id, next.id)).toBeDefined();
      expect(await expectInvariant(klass.id, 1)).toMatchObject({ available: 0, offered: 1 });
      expect(await leave(klass.id, next.token)).toMatchObject({ status: 200 });
      expect(await expectInvariant(klass.id, 1)).toEqual({ available: 1, enrolled: 0, held: 0, offered: 0 });
    });
  });

  it('ends every place of a deleted account, passing its offered seat on', async () => {
    const gone = await service.signIn('student');
    const offeredIn = await fullClass();
    const claimedIn = await fullClass();
    const waitingFor = await fullClass();
    const [next, nextAfterClaim] = [randomUUID(), randomUUID()];
    for (const { klass } of [offeredIn, claimedIn, waitingFor]) await join(klass.id, gone.token);
    await figures().inLine(offeredIn.klass.id, [next]);
    await figures().inLine(claimedIn.klass.id, [nextAfterClaim]);
    await service.db
      .update(waitlistEntries)
      .set({ joinedAt: sql`now() - interval '1 hour'` })
      .where(eq(waitlistEntries.studentId, gone.id));
    await seats().release(offeredIn.holds[0]!);
    await seats().release(claimedIn.holds[0]!);
    expect(await offerTo(offeredIn.klass.id, gone.id)).toBeDefined();
    const claimed = await seats().hold(claimedIn.klass.id, gone.id);
    if (!claimed.ok) throw new Error(claimed.message);

    await figures().deliver(ACCOUNT_DELETED_V1, { userId: gone.id });
    expect(await statuses(waitingFor.klass.id)).toEqual([[gone.id, 'left']]);
    expect(await statuses(offeredIn.klass.id)).toEqual([
      [gone.id, 'left'],
      [next, 'offered'],
    ]);
    await expectInvariant(offeredIn.klass.id, 1);
    // The claimed seat stays with its checkout; released, it goes to the next in line, not back to the offer.
    expect(await statuses(claimedIn.klass.id)).toEqual([
      [gone.id, 'left'],
      [nextAfterClaim, 'waiting'],
    ]);
    expect(await seats().release(claimed.holdId)).toBe(true);
    expect(await statuses(claimedIn.klass.id)).toEqual([
      [gone.id, 'left'],
      [nextAfterClaim, 'offered'],
    ]);
    await expectInvariant(claimedIn.klass.id, 1);
  });

  it('shows each class’s waitlist length to its instructor and to admins', async () => {
    const instructor = await service.signIn('instructor', 'ada@example.com');
    const admin = await service.signIn('admin');
    const { klass } = await fullClass(2);
    await figures().inLine(klass.id, [randomUUID(), randomUUID(), randomUUID()]);
    const [held] = await service.db.select().from(seatHolds).where(eq(seatHolds.classId, klass.id));
    await seats().release(held!.id);
    const lengthIn = (listed: ClassDto[]) => listed.find((row) => row._id === klass.id)?.waitlistLength;
    const own = await api<ClassDto[]>('GET', `/classes/${instructor.email}`, instructor.token);
    expect(lengthIn(own.body)).toBe(3);
    const all = await api<ClassDto[]>('GET', '/classes', admin.token);
    expect(lengthIn(all.body)).toBe(3);
    const empty = await seats().newClass(4);
    const again = await api<ClassDto[]>('GET', '/classes', admin.token);
    expect(again.body.find((row) => row._id === empty.id)?.waitlistLength).toBe(0);
  });
});
