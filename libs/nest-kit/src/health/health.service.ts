import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { PG_POOL } from '../database/database.tokens.js';
import { NATS_CONNECTION } from '../nats/nats.tokens.js';

export type CheckStatus = 'up' | 'down';
/** `saturated`: the database answers, but every pooled connection is busy and requests are queueing for one. */
export type DatabaseStatus = CheckStatus | 'saturated';

export interface HealthReport {
  /**
   * `busy` while the pool is saturated: the service works and recovers by itself, so it is not restarted.
   * `draining` once it was told to stop: it still serves what reaches it, but wants no new work (decision 0047).
   */
  status: 'ok' | 'busy' | 'error' | 'draining';
  service: string;
  checks: { database: DatabaseStatus; nats: CheckStatus };
}

/**
 * Whether requests should be sent here (GET /health/ready): `busy` is ready, as a saturated pool still serves and
 * taking every busy replica out of rotation in a rush would refuse everyone at once.
 */
export type Readiness = 'ready' | 'draining' | 'error';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

@Injectable()
export class HealthService {
  private stopping = false;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
  ) {}

  /** From now on /health answers `draining` (503), so load balancers send this replica nothing new. */
  startDraining(): void {
    this.stopping = true;
  }

  get draining(): boolean {
    return this.stopping;
  }

  async check(): Promise<HealthReport> {
    const [database, nats] = await Promise.all([this.checkDatabase(), this.checkNats()]);
    return {
      status: this.draining
        ? 'draining'
        : database === 'down' || nats === 'down'
          ? 'error'
          : database === 'saturated'
            ? 'busy'
            : 'ok',
      service: this.config.SERVICE_NAME,
      checks: { database, nats },
    };
  }

  async readiness(): Promise<Readiness> {
    if (this.draining) return 'draining';
    const { status } = await this.check();
    return status === 'ok' || status === 'busy' ? 'ready' : status;
  }

  private async checkDatabase(): Promise<DatabaseStatus> {
    // Asking a saturated pool for a connection would only join the queue; its counters tell the story at once.
    if (this.isSaturated()) return 'saturated';
    try {
      await withTimeout(this.pool.query('SELECT 1'));
      return 'up';
    } catch {
      return this.isSaturated() ? 'saturated' : 'down';
    }
  }

  private isSaturated(): boolean {
    return this.pool.waitingCount > 0 && this.pool.idleCount === 0;
  }

  private async checkNats(): Promise<CheckStatus> {
    if (this.nats.isClosed()) return 'down';
    try {
      // A flush is a round trip to the server: it proves the connection works, not just that it exists.
      await withTimeout(this.nats.flush());
      return 'up';
    } catch {
      return 'down';
    }
  }
}
