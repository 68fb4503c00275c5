import { describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import type { ServiceConfig } from '../config/service-config.js';
import { HealthService } from './health.service.js';

const CONFIG = { SERVICE_NAME: 'classes' } as ServiceConfig;
const NATS = { isClosed: () => false, flush: async () => undefined } as unknown as NatsConnection;

function poolWith(counts: { waitingCount: number; idleCount: number }, query: () => Promise<unknown>): pg.Pool {
  return { ...counts, query } as unknown as pg.Pool;
}

describe('HealthService', () => {
  describe('check', () => {
    it('reports ok when the database answers and NATS flushes', async () => {
      const health = new HealthService(
        CONFIG,
        poolWith({ waitingCount: 0, idleCount: 1 }, async () => ({ rows: [] })),
        NATS,
      );
      await expect(health.check()).resolves.toEqual({
        status: 'ok',
        service: 'classes',
        checks: { database: 'up', nats: 'up' },
      });
    });

    it('reports a pool with requests queueing and no idle connection as saturated (busy), without joining the queue', async () => {
      let asked = false;
      const pool = poolWith({ waitingCount: 7, idleCount: 0 }, async () => {
        asked = true;
        return { rows: [] };
      });
      await expect(new HealthService(CONFIG, pool, NATS).check()).resolves.toEqual({
        status: 'busy',
        service: 'classes',
        checks: { database: 'saturated', nats: 'up' },
      });
      expect(asked).toBe(false);
    });

    it('reports a database that refuses connections as down', async () => {
      const pool = poolWith({ waitingCount: 0, idleCount: 0 }, async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      });
      await expect(new HealthService(CONFIG, pool, NATS).check()).resolves.toMatchObject({
        status: 'error',
        checks: { database: 'down' },
      });
    });
    it('reports draining once told to stop, even while everything it depends on is up', async () => {
      const health = new HealthService(
        CONFIG,
        poolWith({ waitingCount: 0, idleCount: 1 }, async () => ({ rows: [] })),
        NATS,
      );
      expect(health.draining).toBe(false);
      health.startDraining();
      expect(health.draining).toBe(true);
      await expect(health.check()).resolves.toMatchObject({
        status: 'draining',
        checks: { database: 'up', nats: 'up' },
      });
    });
  });

  describe('readiness', () => {
    const up = () => ({ rows: [] });
    const readinessOf = (pool: pg.Pool, nats = NATS) => new HealthService(CONFIG, pool, nats).readiness();

    it('is ready while everything is up, and while the pool is saturated: a busy replica still serves', async () => {
      await expect(readinessOf(poolWith({ waitingCount: 0, idleCount: 1 }, async () => up()))).resolves.toBe('ready');
      await expect(readinessOf(poolWith({ waitingCount: 30, idleCount: 0 }, async () => up()))).resolves.toBe('ready');
    });

    it('is not ready while the database or NATS is away, nor once it drains', async () => {
      const down = poolWith({ waitingCount: 0, idleCount: 0 }, async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      });
      await expect(readinessOf(down)).resolves.toBe('error');
      const closed = { isClosed: () => true } as unknown as NatsConnection;
      const pool = poolWith({ waitingCount: 0, idleCount: 1 }, async () => up());
      await expect(readinessOf(pool, closed)).resolves.toBe('error');
      const draining = new HealthService(CONFIG, pool, NATS);
      draining.startDraining();
      await expect(draining.readiness()).resolves.toBe('draining');
    });
  });
});
