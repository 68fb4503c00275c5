import { fileURLToPath } from 'node:url';
import { loadConfig, serviceConfigSchema } from '@classhub/nest-kit';
import type { z } from 'zod';

const serviceRoot = fileURLToPath(new URL('../..', import.meta.url));

export const paymentsConfigSchema = serviceConfigSchema({ name: 'payments', port: 4103, database: 'classhub_payments' });

export type PaymentsConfig = z.output<typeof paymentsConfigSchema>;

export const MIGRATIONS_FOLDER = `${serviceRoot}drizzle`;

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  return loadConfig(paymentsConfigSchema, env);
}
