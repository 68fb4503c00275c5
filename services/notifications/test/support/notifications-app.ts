import 'reflect-metadata';
import { createEventEnvelope, eventWireSubject, type EventDefinition, type EventInput } from '@classhub/contracts';
import {
  createServiceApp,
  DRIZZLE,
  listenOnLoopback,
  NATS_CONNECTION,
  processedEvents,
  type ServiceApp,
} from '@classhub/nest-kit';
import {
  startMailCatcher,
  startServiceTestEnvironment,
  type MailCatcher,
  type TestTokenIssuer,
} from '@classhub/testing';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module.js';
import { loadNotificationsConfig, type NotificationsConfig } from '../../src/config/notifications.config.js';
import type { NotificationsDb } from '../../src/db/notifications-db.js';

export const PUBLIC_URL = 'https://classhub.example.com';

export interface RunningNotifications {
  app: ServiceApp;
  baseUrl: string;
  db: NotificationsDb;
  config: NotificationsConfig;
  issuer: TestTokenIssuer;
  /** The SMTP server the service sends to. */
  mail: MailCatcher;
  /**
   * Publishes `data` as `event` on the service's namespace, as its producer's outbox would (the envelope's id as
   * Nats-Msg-Id), and waits until the service applied it (or, for a redelivery, had applied it); answers its id.
   */
  publish<E extends EventDefinition>(
    event: E,
    data: EventInput<E>,
    options?: { id?: string; occurredAt?: Date; redelivery?: boolean },
  ): Promise<string>;
  stop(): Promise<void>;
}

/** The notifications service on a fresh database and NATS namespace, mailing an in-process SMTP server. */
export async function startNotifications(env: Record<string, string> = {}): Promise<RunningNotifications> {
  const environment = await startServiceTestEnvironment('classhub_test_notifications');
  const mail = await startMailCatcher();
  const config = loadNotificationsConfig({
    DATABASE_URL: environment.databaseUrl,
    NATS_NAMESPACE: environment.namespace,
    IDENTITY_JWKS_URL: environment.issuer.jwksUrl,
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL,
    MAIL_POLL_INTERVAL_MS: '100',
    MAIL_RETRY_FIRST_MS: '200',
    MAIL_RETRY_MAX_MS: '1000',
    ...env,
  });
  const app = await createServiceApp(AppModule.register(config), {
    logs: process.env.NOTIFICATIONS_TEST_LOGS === 'true',
  });
  const baseUrl = await listenOnLoopback(app);
  const db = app.get<NotificationsDb>(DRIZZLE);
  const js = jetstream(app.get<NatsConnection>(NATS_CONNECTION));
  return {
    app,
    baseUrl,
    db,
    config,
    issuer: environment.issuer,
    mail,
    async publish(event, data, options = {}) {
      const envelope = createEventEnvelope(event, data, options);
      const { id } = envelope;
      // A redelivery passes JetStream's de-duplication (a new message id), as an event published twice would.
      const msgID = options.redelivery ? randomUUID() : id;
      await js.publish(eventWireSubject(config.NATS_NAMESPACE, event.subject), JSON.stringify(envelope), { msgID });
      for (let waited = 0; waited < 15_000; waited += 50) {
        const done = await db.select().from(processedEvents).where(eq(processedEvents.eventId, id));
        if (done.length > 0) return id;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`event ${id} was not applied`);
    },
    async stop() {
      await app.close();
      await mail.stop();
      await environment.remove();
    },
  };
}
