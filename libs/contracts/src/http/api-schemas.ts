import * as z from 'zod/mini';

/** What the API description says of a response schema: `id` names it in `components/schemas`. */
export interface ApiSchemaMeta {
  id?: string;
  description?: string;
  format?: string;
  examples?: readonly unknown[];
}

/**
 * The descriptions of the response schemas, read by the OpenAPI generator. A registry of their own rather than zod's
 * global one: a module evaluated twice (a dev server reloading it) would otherwise meet its own ids again.
 */
export const API_SCHEMAS = z.registry<ApiSchemaMeta>();

/** `schema`, described in the API description by `meta`. */
export function documented<T extends z.core.$ZodType>(schema: T, meta: ApiSchemaMeta): T {
  API_SCHEMAS.add(schema, meta);
  return schema;
}

/** A record's `_id`: a UUID. */
export const idSchema = documented(z.string(), { id: 'Id', format: 'uuid' });

/** An email as stored: trimmed, in lower case. */
export const storedEmailSchema = () => documented(z.string(), { format: 'email' });

/** A whole number; `min`, when given, the least it can be. */
export const wholeNumberSchema = (min?: number, max?: number) =>
  z.int().check(...(min === undefined ? [] : [z.gte(min)]), ...(max === undefined ? [] : [z.lte(max)]));

/** `true` when A and B are the same type, each assignable to the other; for a written-out type held to its schema. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
