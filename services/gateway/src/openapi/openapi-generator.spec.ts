import { describe, expect, it } from '@jest/globals';
import { defineRoutes, documented } from '@classhub/contracts';
import * as z from 'zod/mini';
import { parse } from 'yaml';
import { generateOpenApi } from './openapi-generator.js';

const ROUTES = defineRoutes('classes', {
  getThing: { method: 'GET', path: '/things/:id', access: 'public', query: z.object({ q: z.optional(z.string()) }) },
  renameThing: { method: 'PATCH', path: '/things/:thingId', access: 'admin', body: z.object({ name: z.string() }) },
});
const routes = Object.values(ROUTES);

const thingSchema = documented(z.object({ id: z.string(), size: z.optional(z.int()) }), {
  id: 'Thing',
  description: 'A thing.',
});
const ANSWERING = Object.values(
  defineRoutes('classes', {
    listThings: { method: 'GET', path: '/things', access: 'public', response: z.array(thingSchema) },
  }),
);

const prose = (operations: string) => `openapi: 3.1.0
info: { title: T, version: '1' }
operations:
${operations}
components: {}
`;

type Operation = Record<string, unknown> & { parameters?: Record<string, unknown>[] };
const generated = (operations: string) =>
  parse(generateOpenApi(prose(operations), routes)) as { paths: Record<string, Record<string, Operation>> };

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
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
          },
        },
      },
    });
  });

  it('keeps what the prose says about a declared parameter', () => {
    const { paths } = generated(
      `  getThing:\n    summary: One thing\n    parameters: [{ name: q, in: query, description: Words }]\n  renameThing: { summary: Rename }`,
    );
    expect(paths['/things/{idOrThingId}']!.get!.parameters![1]).toEqual({
      name: 'q',
      in: 'query',
      description: 'Words',
    });
  });

  it('refuses a route without prose, prose without a route, and prose about a parameter the route lacks', () => {
    expect(() => generated('  getThing: { summary: One thing }')).toThrow(/add operations.renameThing/);
    expect(() => generated(`${both}\n  gone: { summary: Gone }`)).toThrow(/undeclared operations: gone/);
    expect(() =>
      generated(`  getThing: { summary: x, parameters: [{ name: page, in: query }] }\n  renameThing: { summary: y }`),
    ).toThrow(/describes query parameter page/);
  });

  it("takes the success answer's schema from the declaration, its named parts into components, and keeps the prose's words", () => {
    const document = parse(
      generateOpenApi(
        prose(
          `  listThings:\n    summary: Things\n    responses:\n      '200':\n        description: The things.\n        content: { application/json: { example: [] } }`,
        ),
        ANSWERING,
      ),
    ) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
    expect(document.paths['/things']!.get!.responses).toEqual({
      '200': {
        description: 'The things.',
        content: {
          'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } }, example: [] },
        },
      },
    });
    expect(document.components.schemas.Thing).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, size: { type: 'integer' } },
      required: ['id'],
      description: 'A thing.',
    });
  });

  it('refuses a success schema or a named schema written in the prose', () => {
    const answer = (content: string) =>
      `  listThings:\n    summary: Things\n    responses:\n      '200':\n        description: Things.\n${content}`;
    expect(() =>
      generateOpenApi(prose(answer('        content: { application/json: { schema: { type: array } } }')), ANSWERING),
    ).toThrow(/listThings's success schema comes from its declaration/);
    expect(() =>
      generateOpenApi(prose(answer('')).replace('components: {}', 'components: { schemas: { Thing: {} } }'), ANSWERING),
    ).toThrow(/components.schemas.Thing comes from the declarations/);
  });
});
