import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { liveSeatsSubject, UUID_PATTERN, type LiveSeatFigures } from '@classhub/contracts';
import { ChangeListener, NATS_CONNECTION, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ClassesConfig } from '../config/classes.config.js';
import { SeatFiguresReader } from './seat-figures.reader.js';

/** Sent by the trigger of migration 0009, with the class's id, on every committed change of its seats or status. */
export const CLASS_SEATS_CHANGED_CHANNEL = 'class_seats_changed';

/** How long the ids heard are gathered before their figures are read: a rush's commits share one query. */
export const GATHER_MS = 5;

/** The most classes in one message (liveSeatsMessageSchema's limit). */
const CLASSES_PER_MESSAGE = 500;

/**
 * Publishes the public figures of every class whose seats or status changed to every gateway (core NATS, decision
 * 0039): the trigger names the class once its transaction commits, this gathers the names for a few ms, reads their
 * figures in one query and publishes them. One read at a time, so figures are never published older than ones already
 * sent. Nothing is kept: a change heard while NATS is away is lost, and the gateways send snapshots when they hear
 * again; a change committed while this listener is away is not heard at all (the gateways' next snapshot has it).
 */
@Injectable()
export class LiveSeatsPublisher implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveSeatsPublisher.name);
  private readonly listener: ChangeListener;
  private readonly subject: string;
  /** Class ids heard and not yet published, with the time the first of their changes was heard. */
  private heard = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private publishing = false;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(SERVICE_CONFIG) config: ClassesConfig,
    private readonly figures: SeatFiguresReader,
  ) {
    this.subject = liveSeatsSubject(config.NATS_NAMESPACE);
    this.listener = new ChangeListener(config.DATABASE_URL, CLASS_SEATS_CHANGED_CHANNEL, (classId) =>
      this.changed(classId),
    );
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.listener.stop();
  }

  /** Resolves once every change committed before the call has been heard (not yet published). For tests. */
  sync(): Promise<void> {
    return this.listener.sync();
  }

  private changed(classId: string | undefined): void {
    // (Re)connecting names no class: nothing to send, the gateways' snapshots cover what was missed.
    if (!classId || !UUID_PATTERN.test(classId)) return;
    if (!this.heard.has(classId)) this.heard.set(classId, Date.now());
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.publishing || this.heard.size === 0) return;
    this.timer = setTimeout(() => void this.publish(), GATHER_MS);
  }

  private async publish(): Promise<void> {
    this.timer = undefined;
    this.publishing = true;
    const batch = this.heard;
    this.heard = new Map();
    try {
      const figures = await this.figures.of([...batch.keys()]);
      for (let start = 0; start < figures.length; start += CLASSES_PER_MESSAGE) {
        const classes: LiveSeatFigures[] = figures
          .slice(start, start + CLASSES_PER_MESSAGE)
          .map((figure) => ({ ...figure, changedAt: batch.get(figure.classId)! }));
        if (!this.nats.isClosed()) this.nats.publish(this.subject, JSON.stringify({ classes }));
      }
    } catch (error) {
      // A failed read loses these figures until their class changes again or a gateway takes a snapshot.
      this.logger.warn(`Could not publish live seat figures: ${String(error)}`);
    } finally {
      this.publishing = false;
      this.schedule();
    }
  }
}
