import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PRIMARY_READS, ReplicaReads, walPosition } from './read-routing.js';

/** A primary and a replica whose WAL positions the test moves by hand. */
function positions() {
  const state = { primary: 0x100n, replayed: 0x100n as bigint | null, fails: false };
  const lsn = (position: bigint) => `${(position >> 32n).toString(16)}/${(position & 0xffffffffn).toString(16)}`;
  return {
    state,
    lsn,
    reads: (maxLagMs = 1000) =>
      new ReplicaReads({
        primaryLsn: async () => lsn(state.primary),
        replayLsn: async () => {
          if (state.fails) throw new Error('connection refused');
          return state.replayed === null ? null : lsn(state.replayed);
        },
        maxLagMs,
      }),
  };
}

describe('walPosition', () => {
  it('orders positions across the high word', () => {
    expect(walPosition('1/0')).toBeGreaterThan(walPosition('0/FFFFFFFF'));
    expect(walPosition('16/B374D848')).toBe(0x16b374d848n);
  });
});

describe('PRIMARY_READS', () => {
  it('sees every change at once', () => {
    const seen = jest.fn();
    PRIMARY_READS.whenVisible('0/1', seen);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('ReplicaReads', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads from the replica once it has caught up, and calls a waiter only when the replay reaches its change', async () => {
    const { state, reads, lsn } = positions();
    const routing = reads();
    expect(routing.onReplica).toBe(false);
    await routing.check();
    expect(routing.onReplica).toBe(true);

    state.primary = 0x200n;
    const seen = jest.fn();
    routing.whenVisible(lsn(0x200n), seen);
    await routing.check();
    expect(seen).not.toHaveBeenCalled();

    state.replayed = 0x200n;
    await routing.check();
    expect(seen).toHaveBeenCalledTimes(1);
    await expect(routing.settled()).resolves.toBeUndefined();
  });

  it('moves the reads to the primary past the lag limit, and back once the replica is close again', async () => {
    const { state, reads, lsn } = positions();
    const routing = reads(1000);
    await routing.check();
    state.primary = 0x300n;
    const seen = jest.fn();
    routing.whenVisible(lsn(0x300n), seen);
    await routing.check();
    jest.advanceTimersByTime(1001);
    await routing.check();
    expect(routing.lagMs).toBe(1001);
    expect(routing.onReplica).toBe(false);
    // Seen on the primary now, and once more when the replica replays it (the reads may be back there by then).
    expect(seen).toHaveBeenCalledTimes(1);

    state.replayed = 0x300n;
    await routing.check();
    expect(routing.onReplica).toBe(true);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('keeps one sample per spacing while the primary writes on and the replica stands still', async () => {
    const { state, reads } = positions();
    const routing = reads(60_000);
    await routing.check();
    for (let step = 1; step <= 100; step++) {
      state.primary += 0x10n;
      jest.advanceTimersByTime(25);
      await routing.check();
    }
    expect(routing.lagMs).toBe(2475);
    expect((routing as unknown as { unreplayed: unknown[] }).unreplayed.length).toBeLessThanOrEqual(26);
  });

  it('calls a waiter at once while the reads go to the primary, and again when the replica replays its change', async () => {
    const { state, reads, lsn } = positions();
    const routing = reads();
    state.primary = 0x400n;
    const seen = jest.fn();
    routing.whenVisible(lsn(0x400n), seen);
    expect(seen).toHaveBeenCalledTimes(1);
    state.replayed = 0x400n;
    await routing.check();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('reads from the primary while the replica cannot be asked or is no replica', async () => {
    const { state, reads } = positions();
    const routing = reads();
    await routing.check();
    state.fails = true;
    await routing.check();
    expect(routing.onReplica).toBe(false);
    state.fails = false;
    await routing.check();
    expect(routing.onReplica).toBe(true);
    state.replayed = null;
    await routing.check();
    expect(routing.onReplica).toBe(false);
  });
});
