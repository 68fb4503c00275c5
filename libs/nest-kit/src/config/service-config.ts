import { natsUrlSetting } from '@classhub/contracts';
import { nkeys } from '@nats-io/transport-node';
import { z } from 'zod';
import { DEFAULT_READ_MAX_LAG_MS } from '../database/read-routing.js';
import { checkTrustedProxies, parseTrustedProxies } from '../http/trusted-proxies.js';

const POSTGRES_URL = /^postgres(ql)?:\/\/.+\/[A-Za-z_][A-Za-z0-9_]*$/;
const POSTGRES_URL_MESSAGE = 'must be a postgres:// URL ending in a database name (letters, digits, underscore)';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ServiceDefaults {
  /** The service's name: logs, health output, NATS client name, durable consumer names. */
  name: string;
  port: number;
  /** Default database name on the local PostgreSQL server (one database per service). */
  database: string;
}

function isUserSeed(value: string): boolean {
  try {
    return value.startsWith('SU') && nkeys.fromSeed(new TextEncoder().encode(value)).getPublicKey().startsWith('U');
  } catch {
    return false;
  }
}

/** The variables every service reads; a service extends it with its own. */
export function serviceConfigSchema(defaults: ServiceDefaults) {
  return z.object({
    SERVICE_NAME: z.string().default(defaults.name),
    PORT: z.coerce.number().int().min(0).max(65535).default(defaults.port),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default(`postgres://postgres@127.0.0.1:5432/${defaults.database}`)
      .refine((value) => POSTGRES_URL.test(value), { message: POSTGRES_URL_MESSAGE }),
    /**
     * A streaming replica of DATABASE_URL's database (same database name) for the reads that tolerate a little lag:
     * the public catalogue and lists (decision 0048). Unset: everything is read from DATABASE_URL.
     */
    DATABASE_READ_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || POSTGRES_URL.test(value), { message: POSTGRES_URL_MESSAGE }),
    /** Past this lag behind the primary, the replica's reads go to the primary until it catches up. */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_READ_MAX_LAG_MS),
    /** One NATS URL, or a comma-separated list of a cluster's nodes (decision 0050). */
    NATS_URL: natsUrlSetting.default('nats://127.0.0.1:4222'),
    /**
     * This service's own NATS user seed (`SU…`, an NKey): where the server checks who may publish and subscribe to
     * what (deploy/nats), a service without it, or with another's, is refused. Unset: connect without credentials.
     */
    NATS_NKEY_SEED: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isUserSeed(value), {
        message: 'must be a NATS user NKey seed (SU…, 58 characters)',
      }),
    NATS_NAMESPACE: z
      .string()
      .regex(/^[a-z][a-z0-9_-]*$/, 'must be lower case letters, digits, - or _')
      .default('classhub'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /**
     * Where Prometheus scrapes this process's `GET /metrics`, a port apart from the API's that the gateway never
     * routes to. Unset: no metrics port.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Connections this process keeps to its database. */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** How long a request waits for a free connection before it is answered 503 (the pool is saturated). */
    DB_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /** PostgreSQL's statement_timeout for every session of the pool. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** PostgreSQL's idle_in_transaction_session_timeout: a session left idle inside a transaction is ended. */
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** How long an unused connection of the pool stays open; 0 (the default) keeps it for the next burst. */
    DB_POOL_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
    /**
     * How often each read model kept from another service's events is compared with its source and repaired
     * (decision 0031): a lost event is repaired within this time.
     */
    READ_MODEL_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
    /** How long after start the first reconciliation runs; it never holds up the start. */
    READ_MODEL_RECONCILE_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** How often every durable consumer's configuration is compared with the declared one and repaired. */
    CONSUMER_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /**
     * How often a replica that does not lead tries to take the service's leader lease, and the leader checks it still
     * holds it (decision 0047): when the leader dies, another replica runs the background jobs within about this long.
     */
    LEADER_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /**
     * After SIGTERM, how long the service answers /health with 503 "draining" while it still serves, so
     * the gateways take it out of rotation before it stops listening; then requests in flight finish and it exits.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /**
     * Who may tell the service the client's address (X-Forwarded-For): the gateway. Comma-separated addresses, CIDR
     * ranges or `loopback`; services listen on loopback behind a gateway on the same host by default.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('loopback')
      .transform(parseTrustedProxies)
      .superRefine((proxies, context) => {
        try {
          checkTrustedProxies(proxies);
        } catch (error) {
          context.addIssue({
            code: 'custom',
            message: `must be addresses, CIDR ranges or loopback (${(error as Error).message})`,
          });
        }
      }),
  });
}

export type ServiceConfig = z.output<ReturnType<typeof serviceConfigSchema>>;
