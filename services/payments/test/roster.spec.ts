import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ROSTER_MAIL_RATE,
  ROSTER_MAIL_REQUESTED_V1,
  ROSTER_MESSAGES,
  type ClassSnapshot,
  type EventData,
  type RosterDto,
} from '@classhub/contracts';
import { createRedisClient, outbox } from '@classhub/nest-kit';
import { callJson as call } from '@classhub/testing';
import { sql } from 'drizzle-orm';
import { redisKeyPrefix } from '../src/config/payments.config.js';
import { payments } from '../src/payments/payment.entity.js';
import { refunds } from '../src/refunds/refund.entity.js';
import { csvCell, rosterCsv, rosterFileName } from '../src/roster/roster-csv.js';
import { RosterMailLimit } from '../src/roster/roster-mail-limit.js';
import type { RosterRedis } from '../src/roster/roster-redis.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

type RosterMailEvent = EventData<typeof ROSTER_MAIL_REQUESTED_V1>;

// Class rosters (decision 0042) against real PostgreSQL, NATS and Redis: payments written straight into the table, as
// the checkout saga would have recorded them.
describe('class rosters', () => {
  let service: RunningPayments;
  let owner: SignedInUser;
  let otherInstructor: SignedInUser;
  let student: SignedInUser;
  let admin: SignedInUser;

  const get = <T>(user: SignedInUser, path: string) =>
    call<T & { message: string }>(service.baseUrl, 'GET', path, user);
  const mail = (user: SignedInUser, classId: string, body: unknown) =>
    call<{ recipients: number; mailId: string; message: string }>(service.baseUrl, 'POST', `/roster/${classId}/mail`, {
      token: user.token,
      body,
    });

  let paidSeconds = 0;
  async function paid(
    listing: ClassSnapshot,
    name: string,
    options: { priceCents?: number; discountCents?: number; refund?: 'requested' | 'succeeded' | 'failed' } = {},
  ) {
    paidSeconds += 60;
    const [payment] = await service.db
      .insert(payments)
      .values({
        transactionId: `pi_roster_${crypto.randomUUID()}`,
        holdId: crypto.randomUUID(),
        selectionId: crypto.randomUUID(),
        studentId: crypto.randomUUID(),
        studentEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@classhub.test`,
        studentName: name,
        classId: listing.classId,
        className: listing.className,
        classImage: listing.classImage ?? '',
        instructorName: listing.instructorName,
        instructorEmail: listing.instructorEmail,
        priceCents: options.priceCents ?? 2000,
        discountCents: options.discountCents ?? 0,
        enrolmentStatus: options.refund === 'succeeded' ? 'refunded' : 'confirmed',
        paidAt: new Date(Date.UTC(2026, 10, 1) + paidSeconds * 1000),
      })
      .returning();
    if (options.refund)
      await service.db.insert(refunds).values({
        paymentId: payment!.id,
        amountCents: payment!.priceCents,
        state: options.refund,
        initiatedBy: 'student',
      });
    return payment!;
  }

  const mailEvents = async (classId: string): Promise<RosterMailEvent[]> =>
    (
      await service.db
        .select()
        .from(outbox)
        .where(
          sql`${outbox.subject} = ${ROSTER_MAIL_REQUESTED_V1.subject} AND ${outbox.payload} -> 'data' ->> 'classId' = ${classId}`,
        )
    ).map((row) => (row.payload as { data: RosterMailEvent }).data);

  beforeAll(async () => {
    service = await startPayments();
    owner = await service.signIn('instructor', 'roster.owner@classhub.test', 'Rosa Owner');
    otherInstructor = await service.signIn('instructor', 'roster.other@classhub.test', 'Otto Other');
    student = await service.signIn('student');
    admin = await service.signIn('admin');
  });

  afterAll(async () => {
    await service.stop();
  });

  describe('who may read it', () => {
    let listing: ClassSnapshot;
    beforeAll(async () => {
      listing = await service.approvedClass({ instructorEmail: owner.email, instructorName: owner.name });
      await paid(listing, 'Ada Student');
    });

    it("the class's instructor and admins read it; another instructor and students are refused", async () => {
      expect((await get<RosterDto>(owner, `/roster/${listing.classId}`)).status).toBe(200);
      expect((await get<RosterDto>(admin, `/roster/${listing.classId}`)).status).toBe(200);
      const other = await get(otherInstructor, `/roster/${listing.classId}`);
      expect(other).toMatchObject({ status: 403, body: { message: ROSTER_MESSAGES.notYourClass } });
      expect((await get(student, `/roster/${listing.classId}`)).status).toBe(403);
      expect((await get(otherInstructor, `/roster/${listing.classId}/export`)).status).toBe(403);
    });

    it('an unknown class is not found; a malformed id is refused', async () => {
      const unknown = await get(owner, `/roster/${crypto.randomUUID()}`);
      expect(unknown).toMatchObject({ status: 404, body: { message: ROSTER_MESSAGES.classNotFound } });
      expect((await get(admin, '/roster/not-a-uuid')).status).toBe(400);
    });

    it("a class whose listing has not arrived is known from its payments' copy of it", async () => {
      const unlisted = { ...listing, classId: crypto.randomUUID() };
      await paid(unlisted, 'Early Bird');
      const answer = await get<RosterDto>(owner, `/roster/${unlisted.classId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.rows.map((row) => row.studentName)).toEqual(['Early Bird']);
      expect((await get(otherInstructor, `/roster/${unlisted.classId}`)).status).toBe(403);
    });
  });

  it('lists every payment by paid time, with what was paid and the refund state', async () => {
    const listing = await service.approvedClass({ instructorEmail: owner.email, instructorName: owner.name });
    const first = await paid(listing, 'First Paid', { priceCents: 1500, discountCents: 500 });
    await paid(listing, 'Asked Back', { refund: 'requested' });
    await paid(listing, 'Refunded One', { refund: 'succeeded' });
    await paid(listing, 'Failed Refund', { refund: 'failed' });

    const { status, body } = await get<RosterDto>(owner, `/roster/${listing.classId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ classId: listing.classId, className: listing.className, enrolledCount: 1 });
    expect(body.rows.map((row) => [row.studentName, row.refundState, row.enrolmentStatus])).toEqual([
      ['First Paid', 'none', 'confirmed'],
      ['Asked Back', 'requested', 'confirmed'],
      ['Refunded One', 'refunded', 'refunded'],
      ['Failed Refund', 'failed', 'confirmed'],
    ]);
    expect(body.rows[0]).toEqual({
      paymentId: first.id,
      studentName: 'First Paid',
      studentEmail: 'first.paid@classhub.test',
      paidAt: first.paidAt.toISOString(),
      amountPaid: 15,
      refundState: 'none',
      enrolmentStatus: 'confirmed',
    });
    expect(body.rows[2]?.refundLabel).toBe('Refunded');
    expect(body.rows[3]?.refundLabel).toBe('Refund delayed');
  });

  describe('CSV export', () => {
    it('is an attachment with a safe name, cells escaped and formulas defused', async () => {
      const listing = await service.approvedClass({
        instructorEmail: owner.email,
        instructorName: owner.name,
        className: 'Piano "Basics", Part 1/2 <b>',
      });
      await paid(listing, '=HYPERLINK("http://evil.test","click")');
      await paid(listing, 'Smith, "Jo"\nNext line');

      const response = await fetch(`${service.baseUrl}/roster/${listing.classId}/export`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="roster-piano-basics-part-1-2-b.csv"',
      );
      const text = await response.text();
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Payment,Student,Email,Paid at,Amount paid (USD),Refund,Enrolment');
      expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.test"",""click"")",`);
      expect(text).toContain(`,"Smith, ""Jo""\nNext line",`);
      expect(lines[1]).toMatch(/,20\.00,none,confirmed$/);
    });

    it('guards every formula start and quotes only what needs it', () => {
      for (const start of ['=', '+', '-', '@', '\t', '\r'])
        expect(csvCell(`${start}1+1`).replace(/^"|"$/g, '').startsWith(`'${start}`)).toBe(true);
      expect(csvCell('plain')).toBe('plain');
      expect(csvCell('a,b')).toBe('"a,b"');
      expect(csvCell('say "hi"')).toBe('"say ""hi"""');
      expect(rosterFileName('!!!')).toBe('roster-class.csv');
      expect(rosterCsv({ classId: 'c', className: 'c', enrolledCount: 0, rows: [] })).toBe(
        '\uFEFFPayment,Student,Email,Paid at,Amount paid (USD),Refund,Enrolment\r\n',
      );
    });
  });

  describe('mailing the enrolled students', () => {
    it('names only the students enrolled now, in the event written with the send', async () => {
      const listing = await service.approvedClass({ instructorEmail: owner.email, instructorName: owner.name });
      const enrolled = await paid(listing, 'Still Here');
      await paid(listing, 'Gone Away', { refund: 'succeeded' });
      await paid(listing, 'Leaving Now', { refund: 'requested' });

      const answer = await mail(owner, listing.classId, { subject: ' Room  change\n', message: 'See you in B12.' });
      expect(answer).toMatchObject({ status: 202, body: { recipients: 1 } });
      expect(await mailEvents(listing.classId)).toEqual([
        {
          mailId: answer.body.mailId,
          classId: listing.classId,
          className: listing.className,
          instructorName: owner.name,
          instructorEmail: owner.email,
          subject: 'Room change',
          message: 'See you in B12.',
          recipients: [{ studentId: enrolled.studentId, email: enrolled.studentEmail, name: 'Still Here' }],
        },
      ]);
    });

    it('only by the instructor who teaches it; with a subject and a message of bounded length', async () => {
      const listing = await service.approvedClass({ instructorEmail: owner.email, instructorName: owner.name });
      await paid(listing, 'Someone');
      const body = { subject: 'Hi', message: 'Hello' };
      expect(await mail(otherInstructor, listing.classId, body)).toMatchObject({
        status: 403,
        body: { message: ROSTER_MESSAGES.onlyInstructorMails },
      });
      expect((await mail(admin, listing.classId, body)).status).toBe(403);
      expect((await mail(student, listing.classId, body)).status).toBe(403);
      expect((await mail(owner, crypto.randomUUID(), body)).status).toBe(404);
      expect((await mail(owner, listing.classId, { subject: '', message: 'x' })).status).toBe(400);
      expect((await mail(owner, listing.classId, { subject: 'x', message: 'x'.repeat(5001) })).status).toBe(400);
      expect((await mail(owner, listing.classId, { subject: 'x' })).status).toBe(400);
      expect(await mailEvents(listing.classId)).toEqual([]);
    });

    it('refuses a class nobody is enrolled in, without spending a send', async () => {
      const listing = await service.approvedClass({ instructorEmail: owner.email, instructorName: owner.name });
      expect(await mail(owner, listing.classId, { subject: 'Hi', message: 'Hello' })).toMatchObject({
        status: 400,
        body: { message: ROSTER_MESSAGES.noStudents },
      });
    });

    it('answers 429 with the reason and Retry-After past the hourly limit of a class', async () => {
      const teacher = await service.signIn('instructor', 'roster.busy@classhub.test', 'Busy Teacher');
      const listing = await service.approvedClass({ instructorEmail: teacher.email, instructorName: teacher.name });
      await paid(listing, 'Patient Student');
      for (let sent = 0; sent < ROSTER_MAIL_RATE.perClassPerHour; sent += 1)
        expect((await mail(teacher, listing.classId, { subject: `#${sent}`, message: 'x' })).status).toBe(202);

      const response = await fetch(`${service.baseUrl}/roster/${listing.classId}/mail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${teacher.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ subject: 'One more', message: 'x' }),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /You can mail this class's students 3 times an hour; try again in \d+ minutes/,
      );
      expect(await mailEvents(listing.classId)).toHaveLength(ROSTER_MAIL_RATE.perClassPerHour);
    });

    it('shares the limit between replicas (one Redis), per instructor over all their classes', async () => {
      // Two payments replicas: each its own Redis connection on the same deployment prefix.
      const replicas = [0, 1].map(() => {
        const client = createRedisClient({
          url: service.config.REDIS_URL,
          keyPrefix: redisKeyPrefix(service.config),
          connectionName: 'roster-spec',
          dependents: 'the spec',
        });
        return { client, limit: new RosterMailLimit({ client } as RosterRedis) };
      });
      try {
        // Without an offline queue, a command before the connection is ready fails (as in the service: a 503).
        await Promise.all(replicas.map(({ client }) => new Promise((resolve) => client.once('ready', resolve))));
        const instructorId = crypto.randomUUID();
        let allowed = 0;
        let refusal: unknown;
        for (let send = 0; send < ROSTER_MAIL_RATE.perInstructorPerDay + 2; send += 1) {
          // A new class each time: only the per-instructor limit can refuse.
          const replica = replicas[send % 2]!;
          try {
            await replica.limit.take(instructorId, crypto.randomUUID());
            allowed += 1;
          } catch (error) {
            refusal = error;
          }
        }
        expect(allowed).toBe(ROSTER_MAIL_RATE.perInstructorPerDay);
        expect(String((refusal as Error).message)).toMatch(/10 times a day/);
      } finally {
        for (const replica of replicas) replica.client.disconnect();
      }
    });
  });
});
