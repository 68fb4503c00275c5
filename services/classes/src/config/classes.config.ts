import { fileURLToPath } from 'node:url';
import {
  authConfigShape,
  checkObjectStorageConfig,
  loadConfig,
  objectStorageConfigShape,
  serviceConfigSchema,
} from '@classhub/nest-kit';
import { z } from 'zod';

const serviceRoot = fileURLToPath(new URL('../..', import.meta.url));

const classesSettings = serviceConfigSchema({
  name: 'classes',
  port: 4102,
  database: 'classhub_classes',
}).extend({
  ...authConfigShape,
  /** Where uploaded and demo class images are stored without a bucket (S3_BUCKET unset: local disk storage). */
  MEDIA_DIR: z.string().min(1).default(`${serviceRoot}.data/media`),
  ...objectStorageConfigShape,
  /** Seed demo classes when the classes table is empty (npm start turns it on). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Fair holds (decision 0029). The window: how long a seat stays held for a checkout whose card is not confirmed;
   * payments then cancels the intent and gives the seat back.
   */
  SEAT_HOLD_WINDOW_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
  /** How long, in all, a student still paying may keep a seat by asking for more time while nobody else is waiting. */
  SEAT_HOLD_MAX_SECONDS: z.coerce.number().int().min(5).max(7200).default(600),
  /** How many seats one student may hold at once, all classes together (one per class in any case). */
  SEAT_HOLDS_PER_STUDENT: z.coerce.number().int().min(1).max(20).default(2),
  /** How long a student whose hold of a class lapsed or was given up waits before holding it again, while others wait. */
  SEAT_HOLD_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * How long after its expiry a hold is given back by classes itself: payments normally does it first, after
   * cancelling the intent, so a card is never charged for a seat already given back; this is for when payments is away.
   */
  SEAT_HOLD_RELEASE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How often expired seat holds are looked for and released. */
  SEAT_HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** Waitlist (decision 0038): how long a freed seat is kept for the student it is offered to. */
  WAITLIST_OFFER_HOURS: z.coerce.number().min(0.01).max(720).default(24),
  /** The same window in seconds, overriding WAITLIST_OFFER_HOURS when set (tests use a short one). */
  WAITLIST_OFFER_SECONDS: z.coerce.number().int().min(1).max(2_592_000).optional(),
  /** How often offers past their window are looked for, expired and passed on. */
  WAITLIST_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
});

export const classesConfigSchema = classesSettings.superRefine(checkObjectStorageConfig);

export type ClassesConfig = z.output<typeof classesConfigSchema>;

/** How long an offered seat is kept for its student, in seconds. */
export function waitlistOfferSeconds(config: Pick<ClassesConfig, 'WAITLIST_OFFER_HOURS' | 'WAITLIST_OFFER_SECONDS'>) {
  return config.WAITLIST_OFFER_SECONDS ?? Math.round(config.WAITLIST_OFFER_HOURS * 3600);
}

export const MIGRATIONS_FOLDER = `${serviceRoot}drizzle`;
export const DEMO_IMAGES_FOLDER = `${serviceRoot}assets/demo-images`;

export function loadClassesConfig(env: NodeJS.ProcessEnv = process.env): ClassesConfig {
  return loadConfig(classesConfigSchema, env);
}
