import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { ClassRow } from '../../classes/class.entity.js';
import { newSeatsInBatches, type NewSeatTakers } from './new-seats.batch.js';
import type { HoldAsked, SeatTaking } from './seat-taking.js';

const klass = { availableSeats: 0 } as ClassRow;
const seatFor = (hold: HoldAsked): SeatTaking => ({ hold: { id: hold.holdId, expiresAt: new Date(0) }, klass });
const uniqueViolation = () =>
  Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
const newHold = (classId: string, studentId: string = randomUUID()): HoldAsked => ({
  holdId: randomUUID(),
  classId,
  studentId,
});

/** Takers that record each transaction they are asked for, `together` answering with `togetherAnswer`. */
function recordingTakers(
  togetherAnswer: (holds: readonly HoldAsked[]) => Promise<SeatTaking[]>,
  alone: (hold: HoldAsked) => Promise<SeatTaking> = async (hold) => seatFor(hold),
) {
  const transactions: Array<{ together: string[] } | { alone: string }> = [];
  const takers: NewSeatTakers = {
    together: (_classId, holds) => {
      transactions.push({ together: holds.map((hold) => hold.holdId) });
      return togetherAnswer(holds);
    },
    alone: (hold) => {
      transactions.push({ alone: hold.holdId });
      return alone(hold);
    },
  };
  return { takers, transactions };
}

describe('newSeatsInBatches', () => {
  it('takes the new holds of a class asked for at the same moment in one transaction, in their order; another class’s alone', async () => {
    const classId = randomUUID();
    const { takers, transactions } = recordingTakers(async (holds) =>
      holds.map((hold, index) => (index < 1 ? seatFor(hold) : 'none-left')),
    );
    const take = newSeatsInBatches(takers);
    const [first, second, other] = [newHold(classId), newHold(classId), newHold(randomUUID())];
    const taken = await Promise.all([take(first), take(second), take(other)]);
    expect(taken).toEqual([seatFor(first), 'none-left', seatFor(other)]);
    expect(transactions).toEqual(
      expect.arrayContaining([{ together: [first.holdId, second.holdId] }, { alone: other.holdId }]),
    );
    expect(transactions).toHaveLength(2);
  });

  it('after a unique violation in the batch, takes each hold alone in order, the one that lost the race getting the error', async () => {
    const classId = randomUUID();
    const [first, raced, third] = [newHold(classId), newHold(classId), newHold(classId)];
    const { takers, transactions } = recordingTakers(
      () => Promise.reject(uniqueViolation()),
      async (hold) => {
        if (hold === raced) throw uniqueViolation();
        return seatFor(hold);
      },
    );
    const take = newSeatsInBatches(takers);
    const taken = await Promise.allSettled([take(first), take(raced), take(third)]);
    expect(
      taken.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as { code: string }).code,
      ),
    ).toEqual([seatFor(first), '23505', seatFor(third)]);
    expect(transactions).toEqual([
      { together: [first.holdId, raced.holdId, third.holdId] },
      { alone: first.holdId },
      { alone: raced.holdId },
      { alone: third.holdId },
    ]);
  });

  it('takes a hold id or a student asked for twice in a batch alone, after the others are taken together', async () => {
    const classId = randomUUID();
    const twice = newHold(classId);
    const student = randomUUID();
    const holds = [
      newHold(classId),
      twice,
      newHold(classId, student),
      { ...twice },
      newHold(classId),
      newHold(classId, student),
    ];
    const { takers, transactions } = recordingTakers(async (together) => together.map(seatFor));
    const take = newSeatsInBatches(takers);
    await Promise.all(holds.map(take));
    expect(transactions).toEqual([
      { together: [holds[0]?.holdId, holds[4]?.holdId] },
      { alone: twice.holdId },
      { alone: holds[2]?.holdId },
      { alone: twice.holdId },
      { alone: holds[5]?.holdId },
    ]);
  });

  it('answers every hold of the batch with any other failure of its transaction', async () => {
    const classId = randomUUID();
    const { takers, transactions } = recordingTakers(() => Promise.reject(new Error('connection lost')));
    const take = newSeatsInBatches(takers);
    const taken = await Promise.allSettled([take(newHold(classId)), take(newHold(classId))]);
    expect(taken.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message)).toEqual([
      'connection lost',
      'connection lost',
    ]);
    expect(transactions).toHaveLength(1);
  });
});
