import 'reflect-metadata';
import {
  CLASS_APPROVED_V1,
  createEventEnvelope,
  eventWireSubject,
  requestWireSubject,
  type ClassSnapshot,
  type EventDefinition,
  type UserRole,
} from '@classhub/contracts';
import {
  createServiceApp,
  DRIZZLE,
  listenOnLoopback,
  NATS_CONNECTION,
  processedEvents,
  userRoles,
  type ServiceApp,
  appMetric,
} from '@classhub/nest-kit';
import { startServiceTestEnvironment, type TestTokenIssuer, type TestUser } from '@classhub/testing';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { AppModule } from '../../src/app.module.js';
import { loadPaymentsConfig, type PaymentsConfig } from '../../src/config/payments.config.js';
import type { PaymentsDb } from '../../src/db/payments-db.js';

export interface SignedInUser extends TestUser {
  token: string;
}

export interface RunningPayments {
  app: ServiceApp;
  baseUrl: string;
  db: PaymentsDb;
  config: PaymentsConfig;
  issuer: TestTokenIssuer;
  nc: NatsConnection;
  signIn(role: UserRole, email?: string, name?: string): Promise<SignedInUser>;
  /** Publishes an event on JetStream as another service's relay would, and waits until payments has applied it. */
  publish<E extends EventDefinition>(event: E, data: unknown, occurredAt?: Date): Promise<void>;
  /** An approved class payments has heard of. */
  approvedClass(overrides?: Partial<ClassSnapshot>): Promise<ClassSnapshot>;
  /** The NATS subject payments asks classes on, for a test stand-in of classes' answers. */
  requestSubject(subject: string): string;
  /** A counter or gauge of this process, as its GET /metrics shows it. */
  metric(name: string, labels?: Record<string, string>): Promise<number>;
  stop(): Promise<void>;
}

let classNumber = 0;

/** The payments service on a fresh database and NATS namespace, trusting a test token issuer, with the test provider. */
export async function startPayments(env: Record<string, string> = {}): Promise<RunningPayments> {
  const environment = await startServiceTestEnvironment('classhub_test_payments');
  const { issuer } = environment;
  const config = loadPaymentsConfig({
    DATABASE_URL: environment.databaseUrl,
    NATS_NAMESPACE: environment.namespace,
    IDENTITY_JWKS_URL: issuer.jwksUrl,
    ...env,
  });
  const app = await createServiceApp(AppModule.register(config), {
    logs: process.env.PAYMENTS_TEST_LOGS === 'true',
    rawBody: true,
  });
  const baseUrl = await listenOnLoopback(app);
  const db = app.get<PaymentsDb>(DRIZZLE);
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  const running: RunningPayments = {
    app,
    baseUrl,
    db,
    config,
    issuer,
    nc,
    async signIn(role, email, name) {
      const user = issuer.user(role, email, name);
      await db.insert(userRoles).values({ userId: user.id, role, occurredAt: new Date() });
      return { ...user, token: await issuer.tokenFor(user) };
    },
    async publish(event, data, occurredAt = new Date()) {
      const envelope = createEventEnvelope(event, data as never, { occurredAt });
      await jetstream(nc).publish(eventWireSubject(config.NATS_NAMESPACE, event.subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
      for (let waited = 0; waited < 10_000; waited += 50) {
        if ((await db.select().from(processedEvents).where(eq(processedEvents.eventId, envelope.id))).length > 0)
          return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`event ${envelope.id} (${event.subject}) was not applied`);
    },
    async approvedClass(overrides = {}) {
      classNumber += 1;
      const snapshot: ClassSnapshot = {
        classId: crypto.randomUUID(),
        className: `Class ${classNumber}`,
        instructorEmail: 'instructor1@classhub.test',
        instructorName: 'Amelia Hart',
        status: 'approved',
        enrolled: 0,
        availableSeats: 10,
        price: 19.99,
        classImage: '/api/media/classes/piano.svg',
        ...overrides,
      };
      await running.publish(CLASS_APPROVED_V1, snapshot);
      return snapshot;
    },
    requestSubject: (subject) => requestWireSubject(config.NATS_NAMESPACE, subject),
    metric: (name, labels) => appMetric(app, name, labels),
    async stop() {
      await app.close();
      await environment.remove();
    },
  };
  return running;
}
