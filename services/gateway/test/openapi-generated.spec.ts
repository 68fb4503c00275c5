import { readFileSync } from 'node:fs';
import { API_ROUTES } from '@classhub/contracts';
import { describe, expect, it } from '@jest/globals';
import { toJSONSchema } from 'zod/v4/core';
import { parse } from 'yaml';
import { generateOpenApi } from '../src/openapi/openapi-generator.js';
import { OPENAPI_FILE, OPENAPI_PROSE_FILE } from '../src/openapi/openapi-document.js';

type Json = Record<string, unknown>;
const prose = readFileSync(OPENAPI_PROSE_FILE, 'utf8');

describe('docs/api/openapi.yaml is generated', () => {
  it('is what the declarations and the prose give (run `npx nx run gateway:openapi` after changing either)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(generateOpenApi(prose));
  });

  it('describes each declared JSON body with exactly the fields its schema reads', () => {
    const document = parse(prose) as {
      operations: Record<string, { requestBody?: { content?: Record<string, { schema?: Json }> } }>;
      components: { schemas: Record<string, Json> };
    };
    const fieldsOf = (schema: Json) => Object.keys((schema.properties as Json | undefined) ?? {}).sort();
    const drift = API_ROUTES.filter((route) => route.body).flatMap((route) => {
      const written = document.operations[route.name]?.requestBody?.content?.['application/json']?.schema;
      if (!written) return [];
      const described =
        typeof written.$ref === 'string' ? document.components.schemas[written.$ref.split('/').pop()!]! : written;
      const declared = toJSONSchema(route.body!, { io: 'input', unrepresentable: 'any' }) as Json;
      return JSON.stringify(fieldsOf(described)) === JSON.stringify(fieldsOf(declared))
        ? []
        : [`${route.name}: ${fieldsOf(described).join(',')} ≠ ${fieldsOf(declared).join(',')}`];
    });
    expect(drift).toEqual([]);
  });
});
