import { describe, expect, it } from '@jest/globals';
import { HttpException } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@classhub/contracts';
import { SEAT_REQUESTS_PER_CLASS, SEATS_REMEMBERED_MS, SeatRequestQueue } from './seat-request-queue.js';

class ClockedQueue extends SeatRequestQueue {
  time = 1_000_000;
  protected override now(): number {
    return this.time;
  }
}

const FULL = PAYMENT_MESSAGES.classFull;
const ATTEMPTS = SEAT_REQUESTS_PER_CLASS + 30;

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

describe('SeatRequestQueue', () => {
  it('lets at most SEAT_REQUESTS_PER_CLASS attempts of one class take seats at once, others of other classes alongside', async () => {
    const queue = new ClockedQueue();
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

    const attempts = Array.from({ length: SEAT_REQUESTS_PER_CLASS * 3 }, () => queue.inTurn('class-a', takeSeat));
    const other = queue.inTurn('class-b', async () => 'other seat');
    expect(await other).toBe('other seat');
    await new Promise((done) => setImmediate(done));
    expect(running).toBe(SEAT_REQUESTS_PER_CLASS);

    gate.resolve();
    expect(await Promise.all(attempts)).toEqual(Array(SEAT_REQUESTS_PER_CLASS * 3).fill('seat'));
    expect(most).toBe(SEAT_REQUESTS_PER_CLASS);
  });

  it('refuses the attempts waiting behind a "full" answer with its message, without asking classes', async () => {
    const queue = new ClockedQueue();
    const classesAnswers = deferred();
    let asked = 0;
    const attempts = Array.from({ length: ATTEMPTS }, () =>
      queue.inTurn('class-a', async () => {
        asked++;
        await classesAnswers.promise;
        queue.refusedAsFull('class-a', FULL);
        throw new Error('refused by classes');
      }),
    );
    await new Promise((done) => setImmediate(done));
    classesAnswers.resolve();
    const outcomes = await Promise.allSettled(attempts);

    expect(asked).toBe(SEAT_REQUESTS_PER_CLASS);
    const fromMemory = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason instanceof HttpException,
    );
    expect(fromMemory).toHaveLength(ATTEMPTS - SEAT_REQUESTS_PER_CLASS);
    expect(await refusal(queue.inTurn('class-a', async () => 'seat'))).toEqual({ status: 409, message: FULL });
  });

  it('refuses at once the attempts waiting beyond the seats classes said were left, keeping the earliest in line', async () => {
    const queue = new ClockedQueue();
    const classesAnswers = deferred();
    const asked: number[] = [];
    const attempts = Array.from({ length: ATTEMPTS }, (_, index) =>
      queue.inTurn('class-a', async () => {
        asked.push(index);
        await classesAnswers.promise;
        return `seat ${index}`;
      }),
    );
    await new Promise((done) => setImmediate(done));
    // The first answer: 10 seats left, while SEAT_REQUESTS_PER_CLASS attempts are asking and 30 wait.
    queue.seatsLeft('class-a', 10);
    const refused = await Promise.all(attempts.slice(SEAT_REQUESTS_PER_CLASS + 10).map(refusal));
    expect(refused).toEqual(Array(ATTEMPTS - SEAT_REQUESTS_PER_CLASS - 10).fill({ status: 409, message: FULL }));
    // A newcomer waits until classes grants the next seat; a larger count arriving late from an earlier hold still
    // turns it away.
    const late = queue.inTurn('class-a', async () => 'late seat');
    queue.seatsLeft('class-a', 12);
    expect(await refusal(late)).toEqual({ status: 409, message: FULL });

    classesAnswers.resolve();
    const kept = await Promise.all(attempts.slice(0, SEAT_REQUESTS_PER_CLASS + 10));
    expect(kept).toEqual(Array.from({ length: SEAT_REQUESTS_PER_CLASS + 10 }, (_, index) => `seat ${index}`));
    expect(asked).toEqual(Array.from({ length: SEAT_REQUESTS_PER_CLASS + 10 }, (_, index) => index));
  });

  it('while classes grants no seat, attempts beyond the last count wait their turn: each learns why it failed', async () => {
    const queue = new ClockedQueue();
    queue.seatsLeft('class-a', 2);
    let asked = 0;
    const attempts = Array.from({ length: 20 }, () =>
      queue.inTurn('class-a', async () => {
        asked++;
        throw new Error('classes unreachable');
      }),
    );
    const outcomes = await Promise.allSettled(attempts);
    expect(asked).toBe(20);
    expect(
      outcomes.every(
        (outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message === 'classes unreachable',
      ),
    ).toBe(true);
  });

  it('asks classes again after SEATS_REMEMBERED_MS', async () => {
    const queue = new ClockedQueue();
    queue.refusedAsFull('class-a', FULL);
    queue.time += SEATS_REMEMBERED_MS - 1;
    expect((await refusal(queue.inTurn('class-a', async () => 'seat'))).status).toBe(409);

    queue.time += 1;
    expect(await queue.inTurn('class-a', async () => 'seat')).toBe('seat');
  });

  it('asks classes again once a seat is back, but not for news older than its answer or with no more seats', async () => {
    const queue = new ClockedQueue();
    queue.refusedAsFull('class-a', FULL);

    queue.seatsBack('class-a', { availableSeats: 1, asOf: new Date(queue.time - 50) });
    expect((await refusal(queue.inTurn('class-a', async () => 'seat'))).status).toBe(409);
    queue.seatsBack('class-a', { availableSeats: 0, asOf: new Date(queue.time) });
    expect((await refusal(queue.inTurn('class-a', async () => 'seat'))).status).toBe(409);

    queue.seatsBack('class-a', { availableSeats: 1, asOf: new Date(queue.time) });
    expect(await queue.inTurn('class-a', async () => 'seat')).toBe('seat');

    queue.refusedAsFull('class-a', FULL);
    queue.seatsBack('class-a');
    expect(await queue.inTurn('class-a', async () => 'seat')).toBe('seat');
  });
});
