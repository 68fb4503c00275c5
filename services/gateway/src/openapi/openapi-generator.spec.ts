import { describe, expect, it } from '@jest/globals';
import { defineRoutes } from '@classhub/contracts';
import * as z from 'zod/mini';
import { parse } from 'yaml';
import { generateOpenApi } from './openapi-generator.js';

const ROUTES = defineRoutes('classes', {
  getThing: { method: 'GET', path: '/things/:id', access: 'public', query: z.object({ q: z.optional(z.string()) }) },
  renameThing: { method: 'PATCH', path: '/things/:thingId', access: 'admin', body: z.object({ name: z.string() }) },
});
const routes = Object.values(ROUTES);

const prose = (operations: string) => `openapi: 3.1.0
info: { title: T, version: '1' }
operations:
${operations}
components: {}
`;

type Operation = Record<string, unknown> & { parameters?: Record<string, unknown>[] };
const generated = (operations: string) => parse(generateOpenApi(prose(operations), routes)) as { paths: Record<string, Record<string, Operation>> };

describe('generateOpenApi', () => {
  const both = `  getThing: { summary: One thing }\n  renameThing: { summary: Rename a thing }`;

  it('derives paths, owner, access, security, parameters and bodies from the declarations', () => {
    const { paths } = generated(both);
    expect(Object.keys(paths)).toEqual(['/things/{idOrThingId}']);
    expect(paths['/things/{idOrThingId}']!.get).toEqual({
      tags: ['classes'],
      operationId: 'getThing',
      summary: 'One thing',
      'x-access': 'public',
      parameters: [
        { name: 'idOrThingId', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'q', in: 'query', schema: { type: 'string' } },
      ],
      responses: { default: { description: 'See the summary.' } },
    });
    expect(paths['/things/{idOrThingId}']!.patch).toMatchObject({
      'x-access': 'admin',
      security: [{ bearerAuth: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } } },
    });
  });

  it('keeps what the prose says about a declared parameter', () => {
    const { paths } = generated(`  getThing:\n    summary: One thing\n    parameters: [{ name: q, in: query, description: Words }]\n  renameThing: { summary: Rename }`);
    expect(paths['/things/{idOrThingId}']!.get!.parameters![1]).toEqual({ name: 'q', in: 'query', description: 'Words' });
  });

  it('refuses a route without prose, prose without a route, and prose about a parameter the route lacks', () => {
    expect(() => generated('  getThing: { summary: One thing }')).toThrow(/add operations.renameThing/);
    expect(() => generated(`${both}\n  gone: { summary: Gone }`)).toThrow(/undeclared operations: gone/);
    expect(() => generated(`  getThing: { summary: x, parameters: [{ name: page, in: query }] }\n  renameThing: { summary: y }`)).toThrow(
      /describes query parameter page/,
    );
  });
});
