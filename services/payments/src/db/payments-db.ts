import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.js';

export type PaymentsDb = NodePgDatabase<typeof schema>;
