// Runs against the real PostgreSQL of this machine (127.0.0.1:5432), on a database of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import pg from 'pg';
import { ChangeListener } from '../src/database/change-listener.js';
import { ensureDatabase } from '../src/database/ensure-database.js';

const CHANNEL = 'things_changed';

describe('ChangeListener (real PostgreSQL)', () => {
  let url: string;

  beforeAll(async () => {
    url = await freshDatabaseUrl('classhub_test_change_listener');
    await ensureDatabase(url);
  });

  afterAll(async () => {
    await dropDatabase(url);
  });

  async function notify(payload?: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      payload === undefined ? `NOTIFY ${CHANNEL}` : `SELECT pg_notify('${CHANNEL}', $1)`,
      payload ? [payload] : [],
    );
    await client.end();
  }

  const until = async (condition: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('calls back once it listens and for every committed notification, heard before sync() resolves', async () => {
    let changes = 0;
    const listener = new ChangeListener(url, CHANNEL, () => changes++);
    await listener.start();
    try {
      expect(listener.listening).toBe(true);
      expect(changes).toBe(1);
      await notify();
      await listener.sync();
      expect(changes).toBe(2);
    } finally {
      await listener.stop();
    }
    expect(listener.listening).toBe(false);
  });

  it("passes each notification's payload on, and none on (re)connect or for a bare NOTIFY", async () => {
    const heard: Array<string | undefined> = [];
    const listener = new ChangeListener(url, CHANNEL, (payload) => heard.push(payload));
    await listener.start();
    try {
      await notify('a1b2');
      await notify();
      await notify('c3');
      await listener.sync();
      expect(heard).toEqual([undefined, 'a1b2', undefined, 'c3']);
    } finally {
      await listener.stop();
    }
  });

  it('stops trusting itself when its connection is cut, and listens again by itself', async () => {
    let changes = 0;
    const listener = new ChangeListener(url, CHANNEL, () => changes++);
    await listener.start();
    try {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${CHANNEL}'`,
      );
      await admin.end();
      await until(() => !listener.listening, 'the cut to be noticed');
      expect(changes).toBe(2);
      await until(() => listener.listening, 'listening again');
      expect(changes).toBe(3);
      await notify();
      await listener.sync();
      expect(changes).toBe(4);
    } finally {
      await listener.stop();
    }
  });
});
