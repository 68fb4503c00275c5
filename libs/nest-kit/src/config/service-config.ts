import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ServiceDefaults {
  /** The service's name: logs, health output, NATS client name, durable consumer names. */
  name: string;
  port: number;
  /** Default database name on the local PostgreSQL server (one database per service). */
  database: string;
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
      .refine((value) => /^postgres(ql)?:\/\/.+\/[A-Za-z_][A-Za-z0-9_]*$/.test(value), {
        message: 'must be a postgres:// URL ending in a database name (letters, digits, underscore)',
      }),
    NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
    NATS_NAMESPACE: z
      .string()
      .regex(/^[a-z][a-z0-9_-]*$/, 'must be lower case letters, digits, - or _')
      .default('classhub'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  });
}

export type ServiceConfig = z.output<ReturnType<typeof serviceConfigSchema>>;
