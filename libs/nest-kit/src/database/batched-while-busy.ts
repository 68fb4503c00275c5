import DataLoader from 'dataloader';

/**
 * A DataLoader whose calls go to the database at once while fewer than `batchesAtOnce` of its batches are running,
 * and otherwise wait for one to end and go together: alone, a call costs no wait; in a rush, hundreds of calls share
 * a few round trips and leave the pool's other connections free (decision 0025). Nothing is cached: every call reads.
 */
export function batchedWhileBusy<K, V>(
  load: (keys: readonly K[]) => Promise<Array<V | Error>>,
  options: { batchesAtOnce: number; maxBatchSize: number },
): DataLoader<K, V> {
  let busy = 0;
  const waiting: Array<() => void> = [];
  const run = (dispatch: () => void) => {
    busy++;
    dispatch();
  };
  return new DataLoader<K, V>(
    async (keys) => {
      try {
        return await load(keys);
      } finally {
        busy--;
        const next = waiting.shift();
        if (next) run(next);
      }
    },
    {
      cache: false,
      maxBatchSize: options.maxBatchSize,
      // A new batch: the calls made in the same tick join it, and it leaves now or when a running batch ends.
      batchScheduleFn: (dispatch) =>
        process.nextTick(() => (busy < options.batchesAtOnce ? run(dispatch) : waiting.push(dispatch))),
    },
  );
}
