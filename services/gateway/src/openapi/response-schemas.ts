import { isDeepStrictEqual } from 'node:util';
import { API_SCHEMAS } from '@classhub/contracts';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

export type Json = Record<string, unknown>;
/** The named response schemas met so far (`components/schemas`), by their `id`. */
export type SharedSchemas = Map<string, unknown>;

const COMPONENTS = '#/components/schemas/';

// A response schema describes what the service sends; it is not a closed contract (additionalProperties) nor does
// it bound whole numbers by what JavaScript can count exactly: those say nothing a reader of the API needs.
const SAFE_BOUNDS: Record<string, number> = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
function plain(jsonSchema: Json): void {
  if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
  for (const [key, bound] of Object.entries(SAFE_BOUNDS)) if (jsonSchema[key] === bound) delete jsonSchema[key];
}

/**
 * A route's success answer as JSON Schema, from its declared response schema: schemas named by an `id` (in the
 * contracts' API_SCHEMAS) are added to `shared` and referred to in `components/schemas`.
 */
export function responseSchemaOf(schema: $ZodType, shared: SharedSchemas, routeName: string): Json {
  const converted = toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    metadata: API_SCHEMAS,
    override: (context) => plain(context.jsonSchema as Json),
  });
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as Json;
  for (const [id, definition] of Object.entries(($defs as Json | undefined) ?? {})) {
    if (shared.has(id) && !isDeepStrictEqual(shared.get(id), definition))
      throw new Error(`${routeName}: two response schemas are named ${id}`);
    shared.set(id, definition);
  }
  return json;
}
