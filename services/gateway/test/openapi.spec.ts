import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ROUTE_ACCESS, SERVICE_NAMES, type ServiceName } from '@classhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { parse } from 'yaml';
import { OPENAPI_FILE, OPENAPI_PATH, openApiDocument } from '../src/openapi/openapi-document.js';
import { API_PREFIX, ROUTE_TABLE } from '../src/routing/route-table.js';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startGateway, type RunningGateway } from './support/gateway.js';

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}

interface Operation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  'x-status'?: string;
  'x-access'?: string;
}

interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components?: Record<string, Record<string, unknown>>;
}

const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ACCESS: readonly string[] = ROUTE_ACCESS;

const text = readFileSync(OPENAPI_FILE, 'utf8');
const doc = parse(text) as OpenApiDocument;

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  OPERATION_KEYS.filter((key) => item[key] !== undefined).map((key) => ({
    method: key.toUpperCase(),
    path,
    pathParameters: item.parameters ?? [],
    operation: item[key] as Operation,
  })),
);

/** `/users/admin/:id` (the route table) and `/users/admin/{idOrEmail}` (the document) are the same route. */
const shape = (method: string, path: string): string => `${method} ${path.replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;
const isPrefixRow = (path: string): boolean => path.endsWith('/*');
const prefixOf = (path: string): string => path.slice(0, -1); // '/auth/*' → '/auth/'

/** Follows a local `$ref` such as `#/components/parameters/UserId`; undefined when it leads nowhere. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      doc,
    );
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => refsIn(child, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

describe('docs/api/openapi.yaml', () => {
  it('is an OpenAPI 3.1 document served below /api', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.servers).toEqual([expect.objectContaining({ url: API_PREFIX })]);
  });

  it('documents every call of the route table (method + path)', () => {
    const documented = new Set(operations.map(({ method, path }) => shape(method, path)));
    const missing = ROUTE_TABLE.filter(
      (route) => !isPrefixRow(route.path) && !documented.has(shape(route.method, route.path)),
    ).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('documents at least one call below each prefix row of the route table', () => {
    const undocumented = ROUTE_TABLE.filter((route) => isPrefixRow(route.path))
      .filter((route) => !operations.some(({ path }) => path.startsWith(prefixOf(route.path))))
      .map((route) => `${route.method} ${route.path}`);
    expect(undocumented).toEqual([]);
  });

  it('resolves every $ref', () => {
    const broken = refsIn(doc).filter((ref) => resolve(ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('declares each path template variable as a path parameter of every operation, and no others', () => {
    const problems: string[] = [];
    for (const { method, path, pathParameters, operation } of operations) {
      const declared = [...pathParameters, ...(operation.parameters ?? [])]
        .map((parameter) => (parameter.$ref ? (resolve(parameter.$ref) as Parameter) : parameter))
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      const template = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      if (JSON.stringify(declared) !== JSON.stringify(template))
        problems.push(`${method} ${path}: declares ${declared.join(',')}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and one owner tag', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      expect({ call: `${method} ${path}`, summary: typeof operation.summary, tags: operation.tags?.length }).toEqual({
        call: `${method} ${path}`,
        summary: 'string',
        tags: 1,
      });
    }
  });

  it('gives implemented calls their access and responses, and planned ones only a description', () => {
    for (const { method, path, operation } of operations) {
      const call = `${method} ${path}`;
      if (operation['x-status'] === undefined) {
        expect({ call, access: ACCESS.includes(operation['x-access'] ?? '') }).toEqual({ call, access: true });
        expect({ call, responses: Object.keys(operation.responses ?? {}).length > 0 }).toEqual({
          call,
          responses: true,
        });
      } else {
        expect({ call, status: operation['x-status'], responses: operation.responses }).toEqual({
          call,
          status: 'planned',
          responses: undefined,
        });
        expect({ call, description: typeof operation.description }).toEqual({ call, description: 'string' });
      }
    }
  });
});

describe('the calls the document lists', () => {
  const upstreams = {} as Record<ServiceName, FakeUpstream>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    for (const name of SERVICE_NAMES) upstreams[name] = await startFakeUpstream(name);
    gateway = await startGateway({
      IDENTITY_URL: upstreams.identity.url,
      CLASSES_URL: upstreams.classes.url,
      PAYMENTS_URL: upstreams.payments.url,
      NOTIFICATIONS_URL: upstreams.notifications.url,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  });

  // Asked through the real gateway, so a documented call the gateway does not route (404 'No API route') fails here.
  it.each(operations.map(({ method, path, operation }) => [method, path, operation.tags?.[0]] as const))(
    '%s %s is routed to the service it is tagged with (%s)',
    async (method, path, tag) => {
      const concrete = path.replace(/\{([^}]+)\}/g, (_match, name: string) => `sample-${name}`);
      const response = await fetch(`${gateway.url}${API_PREFIX}${concrete}`, { method });
      if (tag === 'gateway') {
        expect(response.status).toBe(200);
        return;
      }
      expect(SERVICE_NAMES).toContain(tag);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ service: tag, method, url: concrete });
    },
  );
});

describe(`GET ${API_PREFIX}${OPENAPI_PATH}`, () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('answers 200 with the YAML document, revalidated on each use', async () => {
    const response = await fetch(`${gateway.url}${API_PREFIX}${OPENAPI_PATH}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/yaml\b/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.text();
    expect(body).toBe(text);
    expect((parse(body) as OpenApiDocument).openapi).toMatch(/^3\.1\./);
  });

  it('answers 304 to a client that holds the current version', async () => {
    const first = await fetch(`${gateway.url}${API_PREFIX}${OPENAPI_PATH}`);
    const etag = first.headers.get('etag');
    // Weak once compressed for fetch's Accept-Encoding: the gateway compares If-None-Match weakly.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await fetch(`${gateway.url}${API_PREFIX}${OPENAPI_PATH}`, {
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');

    const stale = await fetch(`${gateway.url}${API_PREFIX}${OPENAPI_PATH}`, {
      headers: { 'if-none-match': '"older"' },
    });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${gateway.url}${API_PREFIX}${OPENAPI_PATH}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/yaml\b/);
    expect(await response.text()).toBe('');
  });

  it('answers 503 JSON when the document is missing from the deployment', async () => {
    const app = Fastify({ logger: false });
    await app.register(openApiDocument, { file: join(tmpdir(), 'no-such-dir', 'openapi.yaml') });

    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${OPENAPI_PATH}` });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('docs/api/openapi.yaml'),
    });
    await app.close();
  });
});
