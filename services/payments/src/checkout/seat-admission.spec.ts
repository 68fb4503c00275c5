import { describe, expect, it } from '@jest/globals';
import { HttpException } from '@nestjs/common';
import { FULL_REMEMBERED_MS, SEAT_REQUESTS_PER_CLASS, SeatAdmission } from './seat-admission.js';

class ClockedAdmission extends SeatAdmission {
  time = 1_000_000;
  protected override now(): number {
    return this.time;
  }
}

const FULL = 'This class is full';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function refusal(attempt: Promise<unknown>): Promise<{ status: number; message: unknown }> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpException)) throw new Error(`expected an HttpException, got ${String(error)}`);
  return { status: error.getStatus(), message: (error.getResponse() as { message?: unknown }).message };
}

describe('SeatAdmission', () => {
  it('lets at most SEAT_REQUESTS_PER_CLASS attempts of one class take seats at once, others of other classes alongside', async () => {
    const admission = new ClockedAdmission();
    const gate = deferred();
    let running = 0;
    let most = 0;
    const takeSeat = async () => {
      running++;
      most = Math.max(most, running);
      await gate.promise;
      running--;
      return 'seat';
    };

    const attempts = Array.from({ length: SEAT_REQUESTS_PER_CLASS * 3 }, () => admission.admit('class-a', takeSeat));
    const other = admission.admit('class-b', async () => 'other seat');
    expect(await other).toBe('other seat');
    await new Promise((done) => setImmediate(done));
    expect(running).toBe(SEAT_REQUESTS_PER_CLASS);

    gate.resolve();
    expect(await Promise.all(attempts)).toEqual(Array(SEAT_REQUESTS_PER_CLASS * 3).fill('seat'));
    expect(most).toBe(SEAT_REQUESTS_PER_CLASS);
  });

  it('refuses the attempts waiting behind a "full" answer with its message, without asking classes', async () => {
    const admission = new ClockedAdmission();
    const classesAnswers = deferred();
    let asked = 0;
    const attempts = Array.from({ length: 40 }, () =>
      admission.admit('class-a', async () => {
        asked++;
        await classesAnswers.promise;
        admission.refusedAsFull('class-a', FULL);
        throw new Error('refused by classes');
      }),
    );
    await new Promise((done) => setImmediate(done));
    classesAnswers.resolve();
    const outcomes = await Promise.allSettled(attempts);

    expect(asked).toBe(SEAT_REQUESTS_PER_CLASS);
    const fromMemory = outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof HttpException);
    expect(fromMemory).toHaveLength(40 - SEAT_REQUESTS_PER_CLASS);
    expect(await refusal(admission.admit('class-a', async () => 'seat'))).toEqual({ status: 409, message: FULL });
  });

  it('asks classes again after FULL_REMEMBERED_MS', async () => {
    const admission = new ClockedAdmission();
    admission.refusedAsFull('class-a', FULL);
    admission.time += FULL_REMEMBERED_MS - 1;
    expect((await refusal(admission.admit('class-a', async () => 'seat'))).status).toBe(409);

    admission.time += 1;
    expect(await admission.admit('class-a', async () => 'seat')).toBe('seat');
  });

  it('asks classes again once a seat is back, but not for news older than the "full" answer', async () => {
    const admission = new ClockedAdmission();
    admission.refusedAsFull('class-a', FULL);

    admission.seatsBack('class-a', new Date(admission.time - 50));
    expect((await refusal(admission.admit('class-a', async () => 'seat'))).status).toBe(409);

    admission.seatsBack('class-a', new Date(admission.time));
    expect(await admission.admit('class-a', async () => 'seat')).toBe('seat');

    admission.refusedAsFull('class-a', FULL);
    admission.seatsBack('class-a');
    expect(await admission.admit('class-a', async () => 'seat')).toBe('seat');
  });
});
