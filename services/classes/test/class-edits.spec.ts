import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_ACTION_RECORDED_V1,
  CLASS_CANCELLED_V1,
  CLASS_DENIED_V1,
  CLASS_EDIT_APPROVED_V1,
  CLASS_EDIT_DENIED_V1,
  CLASS_EDIT_SUBMITTED_V1,
  CLASS_UPDATED_V1,
  WAITLIST_OFFER_MADE_V1,
  type ClassEditDto,
} from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { classRevisions } from '../src/revisions/class-revision.entity.js';
import { classSessions } from '../src/schedule/class-session.entity.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';
import { seatRequests } from './support/seat-requests.js';
import { waitlistFigures } from './support/waitlist-figures.js';

const OWNER_EMAIL = 'ada@example.com';

describe('classes: edits, cancellation and reversed decisions (decision 0041, real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let owner: SignedInUser;
  let otherInstructor: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    service = await startClasses({ WAITLIST_SWEEP_INTERVAL_MS: '3600000' });
    owner = await service.signIn('instructor', OWNER_EMAIL, 'Ada Teacher');
    otherInstructor = await service.signIn('instructor', 'other@example.com', 'Other Teacher');
    admin = await service.signIn('admin');
  });

  afterAll(async () => {
    await service?.stop();
  });

  const seats = () => seatRequests(service);
  const figures = () => waitlistFigures(service);
  const api = <T>(method: string, path: string, token: string, body?: unknown) =>
    call<T & { message: string }>(service.baseUrl, method, path, { token, body });
  const edit = (id: string, changes: Record<string, unknown> = {}, token = owner.token) =>
    api<{ outcome: string }>('PUT', `/classes/${id}/edit`, token, {
      className: 'Edited class',
      classImage: '/api/media/classes/piano.svg',
      availableSeats: 10,
      price: 25,
      ...changes,
    });
  const row = async (id: string) => (await service.db.select().from(classes).where(eq(classes.id, id)))[0]!;
  const invariantHolds = async (id: string, total: number) => {
    const seen = await figures().seats(id);
    expect(seen.available + seen.enrolled + seen.held + seen.offered).toBe(total);
  };

  describe('PUT /classes/{id}/edit', () => {
    it('refuses another instructor (403 with a reason), an unknown class (404) and a bad body (400)', async () => {
      const klass = await seats().newClass(5, 'pending');
      const other = await edit(klass.id, {}, otherInstructor.token);
      expect(other.status).toBe(403);
      expect(other.body.message).toMatch(/Only the instructor who added this class/);
      expect((await edit(randomUUID())).status).toBe(404);
      expect((await edit(klass.id, { availableSeats: -1 })).status).toBe(400);
      expect((await edit(klass.id, {}, admin.token)).status).toBe(403);
      expect((await row(klass.id)).className).toBe(klass.className);
    });

    it('applies an edit of a pending class at once and announces it', async () => {
      const klass = await seats().newClass(5, 'pending');
      const answer = await edit(klass.id, { availableSeats: 8, price: 12.5 });
      expect(answer).toMatchObject({ status: 200, body: { outcome: 'applied' } });
      expect(await row(klass.id)).toMatchObject({ className: 'Edited class', availableSeats: 8, priceCents: 1250 });
      expect(await figures().events(CLASS_UPDATED_V1.subject, (data) => data.classId === klass.id)).toHaveLength(1);
    });

    it('puts a denied class back to pending with the fix (resubmitted)', async () => {
      const klass = await seats().newClass(5, 'denied');
      expect((await edit(klass.id)).body.outcome).toBe('resubmitted');
      expect(await row(klass.id)).toMatchObject({ status: 'pending', className: 'Edited class' });
    });

    it('keeps an approved class on sale as it was and stores the edit for review; a second edit replaces it', async () => {
      const klass = await seats().newClass(5);
      expect((await edit(klass.id, { className: 'First try' })).body.outcome).toBe('submitted-for-review');
      expect((await edit(klass.id, { className: 'Second try' })).body.outcome).toBe('submitted-for-review');
      expect(await row(klass.id)).toMatchObject({ className: klass.className, availableSeats: 5, status: 'approved' });
      const revisions = await service.db.select().from(classRevisions).where(eq(classRevisions.classId, klass.id));
      expect(revisions.map((revision) => revision.status).sort()).toEqual(['pending', 'replaced']);
      expect(await figures().events(CLASS_EDIT_SUBMITTED_V1.subject, (data) => data.classId === klass.id)).toHaveLength(
        2,
      );

      const asAdmin = await api<ClassEditDto[]>('GET', '/class-edits', admin.token);
      const shown = asAdmin.body.find((one) => one.classId === klass.id);
      expect(shown).toMatchObject({
        status: 'pending',
        current: { className: klass.className, availableSeats: 5, price: 19.99 },
        proposed: { className: 'Second try', availableSeats: 10, price: 25 },
      });
      const asOwner = await api<ClassEditDto[]>('GET', '/class-edits', owner.token);
      expect(asOwner.body.some((one) => one.classId === klass.id)).toBe(true);
      const asOther = await api<ClassEditDto[]>('GET', '/class-edits', otherInstructor.token);
      expect(asOther.body.some((one) => one.classId === klass.id)).toBe(false);
    });

    it('refuses seats below those enrolled, held and offered (409), whatever the status', async () => {
      const klass = await seats().newClass(5);
      await service.db.update(classes).set({ enrolled: 3, availableSeats: 1 }).where(eq(classes.id, klass.id));
      const hold = await seats().hold(klass.id);
      expect(hold.ok).toBe(true);
      const answer = await edit(klass.id, { availableSeats: 3 });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/fewer than the 4 already enrolled, held/);
      expect((await edit(klass.id, { availableSeats: 4 })).status).toBe(200);
    });
  });

  describe('an admin decides an edit of an approved class', () => {
    it('applies an approved edit: seats are the new total, the extra seats are offered to the waitlist first', async () => {
      const klass = await seats().newClass(2);
      const first = await seats().hold(klass.id);
      const second = await seats().hold(klass.id);
      expect(first.ok && second.ok).toBe(true);
      const waiting = [randomUUID(), randomUUID()];
      await figures().inLine(klass.id, waiting);
      await edit(klass.id, { availableSeats: 5, price: 30 });

      const approved = await api('PATCH', `/classes/${klass.id}/edit/approve`, admin.token);
      expect(approved.status).toBe(200);
      const after = await figures().seats(klass.id);
      // 5 in all: 2 held, 2 offered to those waiting, 1 for sale.
      expect(after).toEqual({ available: 1, enrolled: 0, held: 2, offered: 2 });
      expect((await row(klass.id)).priceCents).toBe(3000);
      expect(await figures().events(WAITLIST_OFFER_MADE_V1.subject, (data) => data.classId === klass.id)).toHaveLength(
        2,
      );
      expect(await figures().events(CLASS_EDIT_APPROVED_V1.subject, (data) => data.classId === klass.id)).toHaveLength(
        1,
      );
      expect(
        await figures().events(
          ADMIN_ACTION_RECORDED_V1.subject,
          (data) => data.targetId === klass.id && data.action === 'class.edit-approved',
        ),
      ).toHaveLength(1);
      // Nothing left to decide.
      expect((await api('PATCH', `/classes/${klass.id}/edit/approve`, admin.token)).status).toBe(409);
    });

    it("shows the admin old and new sessions, and replaces the class's sessions on approval", async () => {
      const klass = await seats().newClass(5);
      const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await edit(klass.id, {
        description: 'Now with a syllabus',
        timeZone: 'Europe/Paris',
        sessions: [{ date, time: '18:30', durationMinutes: 90 }],
      });
      const [shown] = (await api<ClassEditDto[]>('GET', '/class-edits', admin.token)).body.filter(
        (one) => one.classId === klass.id,
      );
      expect(shown?.current.sessions).toEqual([]);
      expect(shown?.proposed).toMatchObject({ description: 'Now with a syllabus', timeZone: 'Europe/Paris' });
      expect(shown?.proposed.sessions).toHaveLength(1);
      expect((await api('PATCH', `/classes/${klass.id}/edit/approve`, admin.token)).status).toBe(200);
      const after = await row(klass.id);
      expect(after).toMatchObject({ description: 'Now with a syllabus', timeZone: 'Europe/Paris' });
      expect(after.startsAt?.toISOString()).toBe(shown?.proposed.sessions?.[0]?.startsAt);
    });

    it('lets a class under way keep its past sessions, and refuses (400) a new session in the past', async () => {
      const klass = await seats().newClass(5);
      const started = new Date(Math.floor((Date.now() - 2 * 86_400_000) / 60_000) * 60_000);
      await service.db.insert(classSessions).values({ classId: klass.id, startsAt: started, durationMinutes: 60 });
      const [pastDate, pastTime] = [started.toISOString().slice(0, 10), started.toISOString().slice(11, 16)];
      const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const kept = await edit(klass.id, {
        timeZone: 'UTC',
        sessions: [
          { date: pastDate, time: pastTime, durationMinutes: 60 },
          { date: nextWeek, time: '10:00', durationMinutes: 60 },
        ],
      });
      expect(kept.status).toBe(200);

      const moved = await edit(klass.id, {
        timeZone: 'UTC',
        sessions: [{ date: pastDate, time: '00:00' === pastTime ? '00:01' : '00:00', durationMinutes: 60 }],
      });
      expect(moved.status).toBe(400);
      expect(moved.body).toMatchObject({ errors: [{ field: 'sessions.0' }] });
    });

    it('lowers seats on approval, and refuses (409) an edit whose seats no longer fit', async () => {
      const klass = await seats().newClass(6);
      await edit(klass.id, { availableSeats: 2 });
      expect((await api('PATCH', `/classes/${klass.id}/edit/approve`, admin.token)).status).toBe(200);
      await invariantHolds(klass.id, 2);

      await edit(klass.id, { availableSeats: 1 });
      await seats().hold(klass.id);
      await seats().hold(klass.id);
      expect((await api('PATCH', `/classes/${klass.id}/edit/approve`, admin.token)).status).toBe(409);
    });

    it('denies with a required reason; the class stays as it was', async () => {
      const klass = await seats().newClass(5);
      await edit(klass.id, { className: 'Not this' });
      expect((await api('PATCH', `/classes/${klass.id}/edit/deny`, admin.token, {})).status).toBe(400);
      expect((await api('PATCH', `/classes/${klass.id}/edit/deny`, owner.token, { reason: 'x' })).status).toBe(403);
      const denied = await api('PATCH', `/classes/${klass.id}/edit/deny`, admin.token, { reason: 'Keep the name' });
      expect(denied.status).toBe(200);
      expect((await row(klass.id)).className).toBe(klass.className);
      const [event] = await figures().events(CLASS_EDIT_DENIED_V1.subject, (data) => data.classId === klass.id);
      expect(event).toMatchObject({ reason: 'Keep the name' });
      const mine = await api<ClassEditDto[]>('GET', '/class-edits', owner.token);
      expect(mine.body.find((one) => one.classId === klass.id)).toMatchObject({
        status: 'denied',
        reason: 'Keep the name',
      });
    });
  });

  describe('POST /classes/{id}/cancel', () => {
    it('releases every hold and ends the waitlist in one go, keeping the seat invariant, and announces it', async () => {
      const klass = await seats().newClass(3);
      await service.db.update(classes).set({ enrolled: 1, availableSeats: 2 }).where(eq(classes.id, klass.id));
      await seats().hold(klass.id);
      await seats().hold(klass.id);
      await figures().inLine(klass.id, [randomUUID(), randomUUID()]);

      const other = await api('POST', `/classes/${klass.id}/cancel`, otherInstructor.token, {});
      expect(other.status).toBe(403);
      const answer = await api<{ releasedHolds: number }>('POST', `/classes/${klass.id}/cancel`, owner.token, {
        reason: 'I am ill',
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ releasedHolds: 2, endedWaitlistEntries: 2 });
      const after = await figures().seats(klass.id);
      expect(after).toEqual({ available: 2, enrolled: 1, held: 0, offered: 0 });
      expect((await figures().entries(klass.id)).every((entry) => entry.status === 'left')).toBe(true);
      const cancelled = await row(klass.id);
      expect(cancelled.cancelledAt).not.toBeNull();
      expect(cancelled.cancelReason).toBe('I am ill');
      const [event] = await figures().events(CLASS_CANCELLED_V1.subject, (data) => data.classId === klass.id);
      expect(event).toMatchObject({ reason: 'I am ill', cancelledBy: 'instructor' });
      expect((event?.waitlistedStudentIds as string[]).length).toBe(2);

      await service.catalogSynced();
      const catalogue = await call<Array<{ _id: string }>>(service.baseUrl, 'GET', '/approvedclass');
      expect(catalogue.body.some((one) => one._id === klass.id)).toBe(false);
      expect((await call(service.baseUrl, 'GET', `/classes/${klass.id}/detail`)).status).toBe(404);
      // Never sold again, never changed again.
      const hold = await seats().hold(klass.id);
      expect(hold.ok).toBe(false);
      expect((await api('POST', `/classes/${klass.id}/cancel`, owner.token, {})).status).toBe(409);
      expect((await edit(klass.id)).status).toBe(409);
    });

    it('ends open offers with the class, their seats back in the count', async () => {
      const klass = await seats().newClass(1);
      const hold = await seats().hold(klass.id);
      if (!hold.ok) throw new Error(hold.message);
      await figures().inLine(klass.id, [randomUUID()]);
      expect(await seats().release(hold.holdId, 'given-up')).toBe(true);
      expect(await figures().seats(klass.id)).toMatchObject({ offered: 1 });
      const answer = await api('POST', `/classes/${klass.id}/cancel`, admin.token, {});
      expect(answer.status).toBe(200);
      expect(await figures().seats(klass.id)).toEqual({ available: 1, enrolled: 0, held: 0, offered: 0 });
      const [event] = await figures().events(CLASS_CANCELLED_V1.subject, (data) => data.classId === klass.id);
      expect(event).toMatchObject({ cancelledBy: 'admin' });
    });
  });

  describe('PATCH /classes/{id}/decision/reverse', () => {
    it('withdraws an approved class from sale with a reason, and approves a denied one after all', async () => {
      const klass = await seats().newClass(4);
      await service.db.update(classes).set({ enrolled: 1, availableSeats: 3 }).where(eq(classes.id, klass.id));
      expect((await api('PATCH', `/classes/${klass.id}/decision/reverse`, admin.token, {})).status).toBe(400);
      expect((await api('PATCH', `/classes/${klass.id}/decision/reverse`, owner.token, { reason: 'x' })).status).toBe(
        403,
      );
      const withdrawn = await api('PATCH', `/classes/${klass.id}/decision/reverse`, admin.token, {
        reason: 'Misleading description',
      });
      expect(withdrawn.status).toBe(200);
      expect(await row(klass.id)).toMatchObject({ status: 'denied', feedback: 'Misleading description', enrolled: 1 });
      expect((await seats().hold(klass.id)).ok).toBe(false);
      expect(await figures().events(CLASS_DENIED_V1.subject, (data) => data.classId === klass.id)).toHaveLength(1);
      expect(
        await figures().events(
          ADMIN_ACTION_RECORDED_V1.subject,
          (data) => data.targetId === klass.id && data.action === 'class.approval-reversed',
        ),
      ).toEqual([expect.objectContaining({ reason: 'Misleading description' })]);

      const back = await api('PATCH', `/classes/${klass.id}/decision/reverse`, admin.token, { reason: 'Fixed' });
      expect(back.status).toBe(200);
      expect((await row(klass.id)).status).toBe('approved');
      expect((await seats().hold(klass.id)).ok).toBe(true);
    });

    it('refuses a pending class (409) and an unknown one (404)', async () => {
      const klass = await seats().newClass(4, 'pending');
      expect((await api('PATCH', `/classes/${klass.id}/decision/reverse`, admin.token, { reason: 'x' })).status).toBe(
        409,
      );
      expect(
        (await api('PATCH', `/classes/${randomUUID()}/decision/reverse`, admin.token, { reason: 'x' })).status,
      ).toBe(404);
    });
  });

  it("records an admin's cancellation in the audit log, not an instructor's", async () => {
    const byAdmin = await seats().newClass(3);
    const byOwner = await seats().newClass(3);
    expect((await api('POST', `/classes/${byAdmin.id}/cancel`, admin.token, { reason: 'Venue closed' })).status).toBe(
      200,
    );
    expect((await api('POST', `/classes/${byOwner.id}/cancel`, owner.token, {})).status).toBe(200);
    const cancellations = await figures().events(
      ADMIN_ACTION_RECORDED_V1.subject,
      (data) => data.action === 'class.cancelled' && [byAdmin.id, byOwner.id].includes(String(data.targetId)),
    );
    expect(cancellations).toEqual([
      expect.objectContaining({ actorId: admin.id, targetId: byAdmin.id, reason: 'Venue closed' }),
    ]);
  });

  it('records approve and deny of a pending class in the audit log', async () => {
    const klass = await seats().newClass(4, 'pending');
    expect((await api('PATCH', `/classe/approved/${klass.id}`, admin.token)).status).toBe(200);
    expect(
      await figures().events(
        ADMIN_ACTION_RECORDED_V1.subject,
        (data) => data.targetId === klass.id && data.action === 'class.approved',
      ),
    ).toEqual([expect.objectContaining({ actorId: admin.id, targetLabel: klass.className })]);
  });
});
