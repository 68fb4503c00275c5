/* global performance */
// The same code runs up to twice as fast on this kind of 2-core cloud machine one day as another (decision 0025's
// figures): every benchmark prints this probe with its figures, so runs of different days can be compared.

/** Milliseconds one core takes for a fixed integer loop, the best of three (lower is faster). */
export function oneCoreLoopMs() {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 300_000_000; i++) sum += i % 7;
    // Used, so the loop cannot be optimised away.
    if (sum < 0) throw new Error('unreachable');
    best = Math.min(best, performance.now() - start);
  }
  return Math.round(best);
}

export function printMachineSpeed() {
  console.log(
    `machine: one core runs the reference loop in ${oneCoreLoopMs()} ms (lower is faster; see the README's Benchmarks)`,
  );
}
