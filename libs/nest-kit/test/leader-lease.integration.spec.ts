// Runs against the real PostgreSQL of this machine (127.0.0.1:5432), on a database of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import pg from 'pg';
import { ensureDatabase } from '../src/database/ensure-database.js';
import { LeaderLease } from '../src/leadership/leader-lease.js';
import { PeriodicTask } from '../src/scheduling/periodic-task.js';

const CHECK_MS = 100;

describe('LeaderLease (real PostgreSQL)', () => {
  let url: string;
  const leases: LeaderLease[] = [];

  beforeAll(async () => {
    url = await freshDatabaseUrl('classhub_test_leader_lease');
    await ensureDatabase(url);
  });

  afterAll(async () => {
    await Promise.all(leases.map((lease) => lease.stop()));
    await dropDatabase(url);
  });

  const lease = (name: string, changes: boolean[] = []) => {
    const made = new LeaderLease(url, name, { checkIntervalMs: CHECK_MS, onChange: (held) => changes.push(held) });
    leases.push(made);
    return made;
  };

  const until = async (condition: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Ends every session holding the lease's connection, as a crashed process or a cut network would. */
  async function killSessionsOf(name: string): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
        [`leader-lease:${name}`],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('lets exactly one of three replicas lead, from its first attempt', async () => {
    const replicas = [lease('one'), lease('one'), lease('one')];
    for (const replica of replicas) await replica.start();
    expect(replicas.map((replica) => replica.held)).toEqual([true, false, false]);
    // Further checks change nothing while the leader lives.
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 3));
    expect(replicas.filter((replica) => replica.held)).toHaveLength(1);
    expect(replicas[0]!.held).toBe(true);
  });

  it('hands over within about one interval when the leader stops, and to exactly one follower', async () => {
    const [first, second, third] = [lease('two'), lease('two'), lease('two')];
    await first.start();
    await second.start();
    await third.start();
    await first.stop();
    await until(() => second.held || third.held, 'a follower to take over');
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 3));
    expect([second.held, third.held].filter(Boolean)).toHaveLength(1);
    expect(first.held).toBe(false);
  });

  it('loses the lease when its connection dies, and another replica (or itself, reconnected) leads again', async () => {
    const changes: boolean[] = [];
    const leader = lease('three', changes);
    await leader.start();
    expect(leader.held).toBe(true);
    expect(await killSessionsOf('three')).toBe(1);
    await until(() => changes.includes(false), 'the leader to notice its lost connection');
    await until(() => leader.held, 'the lease to be taken again');
    expect(changes).toEqual([true, false, true]);
  });

  it('keeps leases of different names apart', async () => {
    const [a, b] = [lease('four-a'), lease('four-b')];
    await a.start();
    await b.start();
    expect([a.held, b.held]).toEqual([true, true]);
  });

  it('gates a periodic task: only the leading replica runs it, and the follower takes over when the leader stops', async () => {
    const [first, second] = [lease('five'), lease('five')];
    await first.start();
    await second.start();
    const runs = { first: 0, second: 0 };
    const tasks = [
      new PeriodicTask('first', 20, async () => void runs.first++, { when: () => first.held }),
      new PeriodicTask('second', 20, async () => void runs.second++, { when: () => second.held }),
    ];
    for (const task of tasks) task.start();
    try {
      await until(() => runs.first >= 3, 'the leader to run');
      expect(runs.second).toBe(0);
      await first.stop();
      await until(() => runs.second >= 3, 'the new leader to run');
      const firstRuns = runs.first;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(runs.first).toBe(firstRuns);
    } finally {
      await Promise.all(tasks.map((task) => task.stop()));
    }
  });
});
