import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.js';

export type NotificationsDb = NodePgDatabase<typeof schema>;
export type NotificationsTransaction = Parameters<Parameters<NotificationsDb['transaction']>[0]>[0];
