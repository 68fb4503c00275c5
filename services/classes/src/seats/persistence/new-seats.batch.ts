import { batchedWhileBusy, isPgError, UNIQUE_VIOLATION } from '@classhub/nest-kit';
import type { HoldAsked, SeatTaking } from './seat-taking.js';

export interface NewSeatTakers {
  /** New holds of one class in one transaction, the seats left going to them in their order. */
  together(classId: string, holds: readonly HoldAsked[]): Promise<SeatTaking[]>;
  /** One new hold in a transaction of its own. */
  alone(hold: HoldAsked): Promise<SeatTaking>;
}

type Outcome = SeatTaking | Error;

/**
 * New holds asked for while others are being taken are taken together, one transaction per class: in a rush, seats
 * taken one by one would queue on the class row's lock (decision 0025). A hold id or a student appearing twice in a
 * batch is taken alone after it, and so is every hold of a batch that lost a race for a hold id or a student.
 */
export function newSeatsInBatches(takers: NewSeatTakers): (hold: HoldAsked) => Promise<SeatTaking> {
  const batches = batchedWhileBusy((batch: readonly HoldAsked[]) => takeBatch(takers, batch), {
    batchesAtOnce: 2,
    maxBatchSize: 100,
  });
  return (hold) => batches.load(hold);
}

async function takeBatch(takers: NewSeatTakers, batch: readonly HoldAsked[]): Promise<Outcome[]> {
  const byClass = new Map<string, number[]>();
  batch.forEach((hold, index) => byClass.set(hold.classId, [...(byClass.get(hold.classId) ?? []), index]));
  const outcomes: Outcome[] = [];
  await Promise.all(
    [...byClass].map(async ([classId, indexes]) => {
      const taken = await takeOfClass(
        takers,
        classId,
        indexes.map((index) => batch[index] as HoldAsked),
      );
      indexes.forEach((index, position) => (outcomes[index] = taken[position] as Outcome));
    }),
  );
  return outcomes;
}

async function takeOfClass(takers: NewSeatTakers, classId: string, holds: HoldAsked[]): Promise<Outcome[]> {
  const outcomes: Array<Outcome | undefined> = holds.map(() => undefined);
  const together = holdsAskedOnce(holds);
  if (together.length > 1) {
    try {
      const taken = await takers.together(
        classId,
        together.map((index) => holds[index] as HoldAsked),
      );
      together.forEach((index, position) => (outcomes[index] = taken[position]));
    } catch (error) {
      if (!isPgError(error, UNIQUE_VIOLATION)) return holds.map(() => asError(error));
    }
  }
  for (const [index, hold] of holds.entries()) {
    outcomes[index] ??= await takers.alone(hold).catch(asError);
  }
  return outcomes as Outcome[];
}

/** The positions of the holds whose id and student appear once in `holds`. */
function holdsAskedOnce(holds: readonly HoldAsked[]): number[] {
  const count = (values: string[]) =>
    values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());
  const holdIds = count(holds.map((hold) => hold.holdId));
  const students = count(holds.map((hold) => hold.studentId));
  return holds.flatMap((hold, index) =>
    holdIds.get(hold.holdId) === 1 && students.get(hold.studentId) === 1 ? [index] : [],
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
