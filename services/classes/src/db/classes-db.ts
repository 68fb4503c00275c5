import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.js';

export type ClassesDb = NodePgDatabase<typeof schema>;
export type ClassesTransaction = Parameters<Parameters<ClassesDb['transaction']>[0]>[0];
