import { fileURLToPath } from 'node:url';
import { authConfigShape, loadConfig, serviceConfigSchema } from '@classhub/nest-kit';
import { z } from 'zod';

const serviceRoot = fileURLToPath(new URL('../..', import.meta.url));

export const classesConfigSchema = serviceConfigSchema({
  name: 'classes',
  port: 4102,
  database: 'classhub_classes',
}).extend({
  ...authConfigShape,
  /** Where uploaded and demo class images are stored (local disk storage). */
  MEDIA_DIR: z.string().min(1).default(`${serviceRoot}.data/media`),
  /** Seed demo classes when the classes table is empty (npm start turns it on). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * How long a checkout's seat stays held before the sweeper gives it back (docs/architecture.md#checkout-saga, step
   * 4).
   */
  SEAT_HOLD_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  /** How often expired seat holds are looked for and released. */
  SEAT_HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
});

export type ClassesConfig = z.output<typeof classesConfigSchema>;

export const MIGRATIONS_FOLDER = `${serviceRoot}drizzle`;
export const DEMO_IMAGES_FOLDER = `${serviceRoot}assets/demo-images`;

export function loadClassesConfig(env: NodeJS.ProcessEnv = process.env): ClassesConfig {
  return loadConfig(classesConfigSchema, env);
}
