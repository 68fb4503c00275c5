import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WAITLIST_OFFER_MADE_V1 } from '@classhub/contracts';
import { burst } from '@classhub/testing';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { startClasses, type RunningClasses } from './support/classes-app.js';
import { seatRequests } from './support/seat-requests.js';
import { waitlistFigures, type SeatFigures } from './support/waitlist-figures.js';

const SEATS = 10;
const WAITING = 200;

describe('classes: a rush on a waitlist (decision 0038, real PostgreSQL and NATS)', () => {
  let service: RunningClasses;

  beforeAll(async () => {
    service = await startClasses({ WAITLIST_OFFER_SECONDS: '600', WAITLIST_SWEEP_INTERVAL_MS: '200' });
  });

  afterAll(async () => {
    await service?.stop();
  });

  it(`${SEATS} seats freed at once among ${WAITING} waiting: ${SEATS} offers to the first ${SEATS}, each claimed once, no seat more or less`, async () => {
    const seats = seatRequests(service);
    const figures = waitlistFigures(service);
    const klass = await seats.newClass(SEATS);
    const holds = await burst(SEATS, () => seats.hold(klass.id));
    const holdIds = holds.map((reply) => (reply.ok ? reply.holdId : 'refused'));
    const line = Array.from({ length: WAITING }, () => randomUUID());
    await figures.inLine(klass.id, line);

    // The invariant, sampled in one statement each time, while everything below runs.
    const samples: SeatFigures[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) samples.push(await figures.seats(klass.id));
    })();

    const released = await burst(SEATS, (index) => seats.release(holdIds[index]!));
    expect(released).toEqual(Array(SEATS).fill(true));
    const offered = (await figures.entries(klass.id)).filter((entry) => entry.status === 'offered');
    expect(offered.map((entry) => entry.studentId).sort()).toEqual(line.slice(0, SEATS).sort());
    expect(await figures.events(WAITLIST_OFFER_MADE_V1.subject, (data) => data.classId === klass.id)).toHaveLength(
      SEATS,
    );
    expect(await figures.seats(klass.id)).toEqual({ available: 0, enrolled: 0, held: 0, offered: SEATS });

    // Every offered student claims twice at once, and everyone else in line tries too.
    const claims = await burst(SEATS * 2 + 50, (index) =>
      seats.hold(klass.id, index < SEATS * 2 ? line[index % SEATS]! : line[SEATS + index]!),
    );
    const claimedBy = new Map<string, Set<string>>();
    claims.slice(0, SEATS * 2).forEach((reply, index) => {
      if (!reply.ok) return;
      const studentId = line[index % SEATS]!;
      claimedBy.set(studentId, (claimedBy.get(studentId) ?? new Set()).add(reply.holdId));
    });
    expect([...claimedBy.values()].map((ids) => ids.size)).toEqual(Array(SEATS).fill(1));
    expect(claims.slice(SEATS * 2).filter((reply) => reply.ok)).toEqual([]);
    const held = await service.db.select().from(seatHolds).where(eq(seatHolds.classId, klass.id));
    expect(
      held
        .filter((hold) => hold.status === 'held')
        .map((hold) => hold.studentId)
        .sort(),
    ).toEqual(line.slice(0, SEATS).sort());

    sampling = false;
    await sampler;
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(sample.available).toBeGreaterThanOrEqual(0);
      expect(sample.available + sample.enrolled + sample.held + sample.offered).toBe(SEATS);
    }
    expect(await figures.seats(klass.id)).toEqual({ available: 0, enrolled: 0, held: SEATS, offered: 0 });
  });
});
