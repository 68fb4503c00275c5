import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { PG_POOL } from '../database/database.tokens.js';
import { NATS_CONNECTION } from '../nats/nats.tokens.js';

export type CheckStatus = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'error';
  service: string;
  checks: { database: CheckStatus; nats: CheckStatus };
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, nats] = await Promise.all([this.checkDatabase(), this.checkNats()]);
    return {
      status: database === 'up' && nats === 'up' ? 'ok' : 'error',
      service: this.config.SERVICE_NAME,
      checks: { database, nats },
    };
  }

  private async checkDatabase(): Promise<CheckStatus> {
    try {
      await withTimeout(this.pool.query('SELECT 1'));
      return 'up';
    } catch {
      return 'down';
    }
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
