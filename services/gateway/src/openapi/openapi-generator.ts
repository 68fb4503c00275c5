import { API_ROUTES, routeGuard, type RouteDefinition } from '@classhub/contracts';
import type { $ZodType } from 'zod/v4/core';
// yaml is a development dependency: only the generator script and the tests load this module, never the gateway.
import { Document, isMap, isScalar, parseDocument, visit, YAMLMap, YAMLSeq, type Node } from 'yaml';
import { responseSchemaOf, type Json, type SharedSchemas } from './response-schemas.js';
import { schemaOf } from './request-schemas.js';

/**
 * Builds docs/api/openapi.yaml: the operations, their paths, owners, access, parameters, JSON bodies and success
 * answers' schemas come from the route declarations (libs/contracts), with the answers' named schemas in
 * `components/schemas`; summaries, descriptions, examples, error answers and the other components come from the
 * prose file (docs/api/openapi.prose.yaml), keyed by operationId. Where the prose describes a parameter or a body
 * in words, its description is kept; the declaration decides which parameters and bodies exist.
 */
export const GENERATED_HEADER =
  '# Generated from the route declarations (libs/contracts) and docs/api/openapi.prose.yaml by `npx nx run gateway:openapi`.\n' +
  '# Edit those two, then run it; a gateway test fails while this file differs from what they give.\n';

/** `/users/admin/:email` and `/users/admin/:id` are one OpenAPI path: its parameter is named `idOrEmail`. */
function templateNames(routes: readonly RouteDefinition[]): Map<RouteDefinition, string[]> {
  const shape = (path: string) => path.replace(/:\w+/g, ':');
  const byShape = new Map<string, RouteDefinition[]>();
  for (const route of routes) byShape.set(shape(route.path), [...(byShape.get(shape(route.path)) ?? []), route]);
  const names = new Map<RouteDefinition, string[]>();
  for (const group of byShape.values()) {
    const perRoute = group.map((route) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!));
    const merged = perRoute[0]!.map((_name, index) => {
      const distinct = [...new Set(perRoute.map((list) => list[index]!))].sort(
        (a, b) => a.length - b.length || a.localeCompare(b),
      );
      return distinct.map((name, at) => (at === 0 ? name : name[0]!.toUpperCase() + name.slice(1))).join('Or');
    });
    for (const route of group) names.set(route, merged);
  }
  return names;
}

function openApiPath(route: RouteDefinition, names: string[]): string {
  let index = 0;
  return route.path.replace(/:\w+/g, () => `{${names[index++]}}`);
}

function securityOf(route: RouteDefinition): Json[] | undefined {
  if (route.access === 'session') return [{ sessionCookie: [] }];
  return routeGuard(route).signedIn ? [{ bearerAuth: [] }] : undefined;
}

/** Resolves a local `$ref` of the prose (`#/components/parameters/UserId`). */
function resolved(prose: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), prose);
  if (!target) throw new Error(`openapi.prose.yaml: ${ref} leads nowhere`);
  return target as Json;
}

function parametersOf(
  doc: Document,
  prose: Json,
  route: RouteDefinition,
  names: string[],
  written: Json[],
): YAMLSeq | undefined {
  const unused = new Set(written.keys());
  const take = (name: string, place: 'path' | 'query', fallback: () => Json): Node => {
    const index = written.findIndex(
      (parameter, at) =>
        unused.has(at) && resolved(prose, parameter).name === name && resolved(prose, parameter).in === place,
    );
    if (index < 0) return doc.createNode(fallback()) as Node;
    unused.delete(index);
    return doc.createNode(written[index]) as Node;
  };
  const query = route.query ? schemaOf(route.query) : undefined;
  const queryProperties = (query?.properties ?? {}) as Record<string, Json>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const items = [
    ...names.map((name) =>
      take(name, 'path', () => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ),
    ...Object.entries(queryProperties).map(([name, schema]) =>
      take(name, 'query', () => ({ name, in: 'query', ...(required.has(name) ? { required: true } : {}), schema })),
    ),
  ];
  for (const index of unused) {
    const parameter = resolved(prose, written[index]!);
    if (parameter.in === 'path' || parameter.in === 'query') {
      throw new Error(
        `openapi.prose.yaml: ${route.name} describes ${parameter.in} parameter ${String(parameter.name)}, which its declaration does not have`,
      );
    }
    items.push(doc.createNode(written[index]) as Node);
  }
  if (items.length === 0) return undefined;
  const seq = new YAMLSeq();
  seq.items = items;
  return seq;
}

/** A generated schema written as the prose writes its own: `$ref`s and lists of plain values on one line. */
function compact(node: Node): Node {
  visit(node, {
    Map: (_key, map) =>
      void (map.flow = map.items.length === 1 && isScalar(map.items[0]!.key) && map.items[0]!.key.value === '$ref'),
    Seq: (_key, seq) => void (seq.flow = seq.items.every(isScalar)),
  });
  return node;
}

/** The prose's answers, the first 2xx one's JSON schema taken from the declaration. */
function responsesOf(
  doc: Document,
  route: RouteDefinition,
  written: YAMLMap,
  shared: SharedSchemas,
): YAMLMap | undefined {
  const responses = written.get('responses', true) as YAMLMap | undefined;
  const schema = route.response && '_zod' in route.response ? (route.response as $ZodType) : undefined;
  if (!schema) return responses;
  const answers = responses?.clone() as YAMLMap | undefined;
  const success = answers?.items.find((pair) =>
    /^2\d\d$/.test(String((pair.key as { value?: unknown }).value ?? pair.key)),
  )?.value;
  if (!isMap(success))
    throw new Error(
      `openapi.prose.yaml: describe ${route.name}'s success answer (its status and description) under responses`,
    );
  const content = (success.get('content', true) as YAMLMap | undefined) ?? new YAMLMap();
  const media = (content.get('application/json', true) as YAMLMap | undefined) ?? new YAMLMap();
  if (media.has('schema'))
    throw new Error(
      `openapi.prose.yaml: ${route.name}'s success schema comes from its declaration's response; remove it`,
    );
  media.items.unshift(
    doc.createPair('schema', compact(doc.createNode(responseSchemaOf(schema, shared, route.name)) as Node)),
  );
  content.set('application/json', media);
  success.set('content', content);
  return answers;
}

/** The prose's components, with the answers' named schemas added to `schemas`. */
function componentsOf(doc: Document, proseDoc: Document, shared: SharedSchemas): YAMLMap {
  const components =
    ((proseDoc.get('components', true) as YAMLMap | undefined)?.clone() as YAMLMap | undefined) ?? new YAMLMap();
  const schemas = (components.get('schemas', true) as YAMLMap | undefined) ?? new YAMLMap();
  for (const [id, schema] of shared) {
    if (schemas.has(id))
      throw new Error(
        `openapi.prose.yaml: components.schemas.${id} comes from the declarations' response schemas; remove it`,
      );
    schemas.set(id, compact(doc.createNode(schema) as Node));
  }
  components.set('schemas', schemas);
  return components;
}

/** The generated document, as YAML text, from the prose file's text. */
export function generateOpenApi(proseText: string, routes: readonly RouteDefinition[] = API_ROUTES): string {
  const proseDoc = parseDocument(proseText);
  const prose = proseDoc.toJS() as Json;
  const operations = proseDoc.get('operations') as YAMLMap;
  if (!isMap(operations)) throw new Error('openapi.prose.yaml: no operations');
  const doc = new Document();
  const names = templateNames(routes);
  const paths = new YAMLMap();
  const shared: SharedSchemas = new Map();

  for (const route of routes) {
    const written = operations.get(route.name) as YAMLMap | undefined;
    if (!isMap(written) || typeof written.get('summary') !== 'string') {
      throw new Error(
        `openapi.prose.yaml: add operations.${route.name} with at least a summary (${route.method} ${route.path})`,
      );
    }
    const writtenJs = (prose.operations as Record<string, Json>)[route.name]!;
    const operation = new YAMLMap();
    const tags = doc.createNode([route.owner]) as YAMLSeq;
    tags.flow = true;
    operation.set('tags', tags);
    operation.set('operationId', route.name);
    for (const key of ['summary', 'description', 'deprecated'])
      if (written.has(key)) operation.set(key, written.get(key, true));
    operation.set('x-access', route.access);
    if (route.roles) {
      const roles = doc.createNode([...route.roles]) as YAMLSeq;
      roles.flow = true;
      operation.set('x-roles', roles);
    }
    const security = written.has('security') ? written.get('security', true) : securityOf(route);
    if (security) operation.set('security', security);
    const parameters = parametersOf(
      doc,
      prose,
      route,
      names.get(route)!,
      (writtenJs.parameters as Json[] | undefined) ?? [],
    );
    if (parameters) operation.set('parameters', parameters);
    if (written.has('requestBody')) operation.set('requestBody', written.get('requestBody', true));
    else if (route.body)
      operation.set('requestBody', {
        required: true,
        content: { 'application/json': { schema: schemaOf(route.body) } },
      });
    operation.set(
      'responses',
      responsesOf(doc, route, written, shared) ?? { default: { description: 'See the summary.' } },
    );
    const unknown = Object.keys(writtenJs).filter(
      (key) =>
        !['summary', 'description', 'deprecated', 'security', 'parameters', 'requestBody', 'responses'].includes(key),
    );
    if (unknown.length > 0)
      throw new Error(`openapi.prose.yaml: ${route.name} has ${unknown.join(', ')}, which the declaration decides`);

    const path = openApiPath(route, names.get(route)!);
    const item = (paths.get(path) as YAMLMap | undefined) ?? new YAMLMap();
    item.set(route.method.toLowerCase(), operation);
    paths.set(path, item);
  }
  const described = new Set(routes.map((route) => route.name));
  const orphans = operations.items
    .map((pair) => String((pair.key as { value?: unknown }).value ?? pair.key))
    .filter((name) => !described.has(name));
  if (orphans.length > 0) throw new Error(`openapi.prose.yaml describes undeclared operations: ${orphans.join(', ')}`);
  const gatewayPaths = proseDoc.get('gatewayPaths') as YAMLMap | undefined;
  if (isMap(gatewayPaths)) for (const pair of gatewayPaths.items) paths.items.push(pair);

  for (const key of ['openapi', 'info', 'servers', 'tags']) doc.set(key, proseDoc.get(key, true));
  doc.set('paths', paths);
  doc.set('components', componentsOf(doc, proseDoc, shared));
  return GENERATED_HEADER + doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
