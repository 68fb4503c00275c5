import { DEFAULT_EVENT_NAMESPACE, eventWireSubject } from '@classhub/contracts';
import { Logger } from '@nestjs/common';
import type { JetStreamClient } from '@nats-io/jetstream';
import { headers } from '@nats-io/transport-node';
import { runInSpan, storedCarrier, traceHeaders, untraced } from '@classhub/telemetry/tracing';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { errorMessage, errorStack } from './errors.js';
import { eventStreamName } from './event-stream.js';
import type { EventsDatabase } from './events.types.js';
import { outbox } from './outbox.schema.js';

export interface OutboxRelayOptions {
  /** Wire subjects are `<namespace>.<subject>`. */
  namespace?: string;
  /** Rows locked and published per transaction. */
  batchSize?: number;
  /** Poll interval when the outbox is empty; `kick()` wakes the relay sooner. */
  intervalMs?: number;
  /** Pause after a failed batch (NATS or the database unavailable). */
  retryDelayMs?: number;
  /** How long published rows stay (for inspection) before the relay deletes them; pending rows always stay. */
  publishedRetentionMs?: number;
  /**
   * Whether this replica prunes: every replica publishes (rows are claimed with SKIP LOCKED), but pruning is
   * housekeeping for the leader alone (decision 0047). Always, when not given.
   */
  prunes?: () => boolean;
}

// Pruning is housekeeping: once an hour is plenty, and keeps the delete off the publishing path.
const PRUNE_EVERY_MS = 3_600_000;

export interface RelayBatchResult {
  /** Rows this relay locked (rows locked by another relay are skipped, not counted). */
  locked: number;
  published: number;
  failed: boolean;
}

/**
 * Publishes pending outbox rows to JetStream. Each batch runs in one transaction that locks its rows with
 * `FOR UPDATE SKIP LOCKED`, so any number of replicas can relay the same outbox without publishing a row twice.
 * A row is marked published only after its PubAck; the event id is the `Nats-Msg-Id`, so a publish that
 * reached the stream but was not marked (a crash in between) is dropped as a duplicate when retried.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly namespace: string;
  private readonly streamName: string;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly retryDelayMs: number;
  private readonly publishedRetentionMs: number;
  private lastPrunedAt = 0;
  private loop?: Promise<void>;
  private running = false;
  private wake?: () => void;
  private kicked = false;

  constructor(
    private readonly db: EventsDatabase,
    private readonly js: Pick<JetStreamClient, 'publish'>,
    private readonly options: OutboxRelayOptions = {},
  ) {
    this.namespace = options.namespace ?? DEFAULT_EVENT_NAMESPACE;
    this.streamName = eventStreamName(this.namespace);
    this.batchSize = options.batchSize ?? 100;
    this.intervalMs = options.intervalMs ?? 200;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.publishedRetentionMs = options.publishedRetentionMs ?? 7 * 24 * 3_600_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Publish now instead of at the next tick, e.g. right after a transaction that enqueued events commits. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /** Stops polling and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Publishes until no pending row is left that this relay could lock; returns how many it published. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.publishBatch();
      total += batch.published;
      if (batch.failed || batch.locked < this.batchSize) return total;
    }
  }

  /** Locks up to `batchSize` pending rows, oldest first, publishes them in order and marks them, in one transaction. */
  async publishBatch(): Promise<RelayBatchResult> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });

      const published: string[] = [];
      let failure: { id: string; error: unknown } | undefined;
      for (const row of rows) {
        try {
          await this.publish(row);
          published.push(row.id);
        } catch (error) {
          // Stop at the first failure (usually NATS is unavailable) so later events do not overtake it.
          failure = { id: row.id, error };
          break;
        }
      }

      if (published.length > 0) {
        await tx
          .update(outbox)
          .set({ publishedAt: sql`now()` })
          .where(inArray(outbox.id, published));
      }
      if (failure) {
        const message = errorMessage(failure.error);
        await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: message })
          .where(eq(outbox.id, failure.id));
        this.logger.warn(`Publishing outbox event ${failure.id} failed, will retry: ${message}`);
      }
      return { locked: rows.length, published: published.length, failed: failure !== undefined };
    });
  }

  /**
   * Publishes a row as a child of the transaction that wrote it (a producer span, whose context the message's headers
   * carry to the consumers); a row written outside any trace is published without one.
   */
  private async publish(row: typeof outbox.$inferSelect): Promise<void> {
    const subject = eventWireSubject(this.namespace, row.subject);
    const send = () =>
      this.js.publish(subject, JSON.stringify(row.payload), {
        msgID: row.id,
        expect: { streamName: this.streamName },
        headers: traceHeaders(headers),
      });
    if (!row.traceContext) return void (await send());
    const span = { name: `publish ${row.subject}`, kind: 'producer', destination: subject } as const;
    await runInSpan({ ...span, parent: storedCarrier(row.traceContext) }, send);
  }

  /** Deletes rows published longer ago than the retention; answers how many. */
  async prunePublished(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.publishedRetentionMs);
    const deleted = await this.db
      .delete(outbox)
      .where(and(isNotNull(outbox.publishedAt), lt(outbox.publishedAt, cutoff)))
      .returning({ id: outbox.id });
    return deleted.length;
  }

  private async run(): Promise<void> {
    while (this.running) {
      if (Date.now() - this.lastPrunedAt >= PRUNE_EVERY_MS && (this.options.prunes?.() ?? true)) {
        this.lastPrunedAt = Date.now();
        await untraced(() => this.prunePublished()).catch((error: unknown) =>
          this.logger.warn(`Outbox pruning failed: ${errorMessage(error)}`),
        );
      }
      let pause = this.intervalMs;
      try {
        // The poll's own queries stay out of the traces: each would be a trace of its own, every interval.
        const batch = await untraced(() => this.publishBatch());
        if (batch.failed) pause = this.retryDelayMs;
        else if (batch.locked === this.batchSize) pause = 0;
      } catch (error) {
        pause = this.retryDelayMs;
        this.logger.error(`Outbox relay batch failed: ${errorMessage(error)}`, errorStack(error));
      }
      if (pause > 0) await this.idle(pause);
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.kicked || !this.running) {
      this.kicked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.kicked = false;
        resolve();
      };
    });
  }
}
