import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import type { Json } from './response-schemas.js';

/** A request's query or body as JSON Schema: what the route accepts. */
export function schemaOf(schema: $ZodType): Json {
  const { $schema: _dialect, ...json } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return json;
}
