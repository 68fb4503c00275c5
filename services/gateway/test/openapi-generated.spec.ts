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

  // The decimal notation of prices and counts (decision 0033) is the declarations': a written schema may word a
  // field, never loosen what it accepts, so a number field or query parameter shows its zod schema's pattern.
  it('shows the decimal-notation pattern of every declared number field and query parameter', () => {
    const document = parse(prose) as {
      operations: Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: Json }> };
          parameters?: Json[];
        }
      >;
      components: { schemas: Record<string, Json>; parameters?: Record<string, Json> };
    };
    // A schema the declarations name (components the prose does not write) has no written pattern to compare.
    const resolve = (node: Json): Json =>
      typeof node.$ref === 'string' ? resolve(refTarget(document, node.$ref) ?? {}) : node;
    const drift = API_ROUTES.flatMap((route) => {
      const operation = document.operations[route.name];
      const problems: string[] = [];
      const compare = (where: string, declared: Json | undefined, written: Json | undefined) => {
        const expected = patternsOf(declared).filter((pattern) => pattern.startsWith(String.raw`^\d`));
        if (expected.length > 0 && JSON.stringify(patternsOf(written, resolve)) !== JSON.stringify(expected))
          problems.push(`${route.name} ${where}: show ${expected.join(' | ')}`);
      };
      if (route.body) {
        const written = operation?.requestBody?.content?.['application/json']?.schema;
        const declared = toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as Json;
        const writtenProperties = written ? ((resolve(written).properties ?? {}) as Record<string, Json>) : undefined;
        for (const [name, schema] of Object.entries((declared.properties ?? {}) as Record<string, Json>))
          if (writtenProperties) compare(`body ${name}`, schema, writtenProperties[name]);
      }
      if (route.query) {
        const declared = toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as Json;
        const written = (operation?.parameters ?? []).map(resolve);
        for (const [name, schema] of Object.entries((declared.properties ?? {}) as Record<string, Json>)) {
          const parameter = written.find((candidate) => candidate.name === name && candidate.in === 'query');
          if (parameter) compare(`query ${name}`, schema, parameter.schema as Json | undefined);
        }
      }
      return problems;
    });
    expect(drift).toEqual([]);
  });
});

function refTarget(document: object, ref: string): Json | undefined {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document) as Json | undefined;
}

/** Every `pattern` in a JSON schema, its `$ref`s followed, sorted. */
function patternsOf(schema: unknown, resolve: (node: Json) => Json = (node) => node): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = Array.isArray(schema) ? schema : resolve(schema as Json);
  const own = !Array.isArray(node) && typeof node.pattern === 'string' ? [node.pattern] : [];
  return [...own, ...Object.values(node).flatMap((value) => patternsOf(value, resolve))].sort();
}
