import { describe, expect, it } from '@jest/globals';
import { batchedWhileBusy } from './batched-while-busy.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const nextTurn = () => new Promise((done) => setImmediate(done));

describe('batchedWhileBusy', () => {
  it('sends a call alone when nothing is running, and every call reads again (no cache)', async () => {
    const batches: number[][] = [];
    const loader = batchedWhileBusy(
      async (keys: readonly number[]) => {
        batches.push([...keys]);
        return keys.map((key) => key * 10);
      },
      { batchesAtOnce: 2, maxBatchSize: 100 },
    );
    expect(await loader.load(1)).toBe(10);
    expect(await loader.load(1)).toBe(10);
    expect(batches).toEqual([[1], [1]]);
  });

  it('while batchesAtOnce batches run, gathers the calls arriving meanwhile into one batch per maxBatchSize', async () => {
    const gates: Array<() => void> = [];
    const batches: number[][] = [];
    const loader = batchedWhileBusy(
      async (keys: readonly number[]) => {
        batches.push([...keys]);
        const gate = deferred();
        gates.push(gate.resolve);
        await gate.promise;
        return keys.map((key) => key * 10);
      },
      { batchesAtOnce: 2, maxBatchSize: 3 },
    );

    // Calls arriving on separate turns, as requests do: the first two leave at once, the rest wait.
    const answers: Array<Promise<number>> = [];
    for (const key of [1, 2, 3, 4, 5, 6, 7]) {
      answers.push(loader.load(key));
      await nextTurn();
    }
    expect(batches).toEqual([[1], [2]]);

    gates[0]?.();
    await nextTurn();
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    gates[1]?.();
    await nextTurn();
    expect(batches).toEqual([[1], [2], [3, 4, 5], [6, 7]]);

    gates[2]?.();
    gates[3]?.();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('a failing batch fails its calls only and frees its place', async () => {
    let calls = 0;
    const loader = batchedWhileBusy(
      async (keys: readonly number[]) => {
        calls++;
        if (calls === 1) throw new Error('database down');
        return keys.map((key) => key);
      },
      { batchesAtOnce: 1, maxBatchSize: 10 },
    );
    await expect(loader.load(1)).rejects.toThrow('database down');
    expect(await loader.load(2)).toBe(2);
  });
});
