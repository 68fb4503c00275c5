import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The part of a JSON Schema the fuzzer reads. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: Schema;
}

export interface Operation {
  /** `GET /classes/{id}/detail` */
  id: string;
  method: string;
  /** The path below /api, with `{name}` templates. */
  path: string;
  parameters: Parameter[];
  /** Content types of the request body the spec documents, with their schemas. */
  body: Record<string, Schema>;
}

const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/api/openapi.yaml', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Document = Record<string, unknown>;

/** Follows `$ref`s (and merges `allOf`) so every schema the fuzzer sees is self-contained. */
function resolve<T>(document: Document, value: unknown, depth = 0): T {
  if (depth > 20 || typeof value !== 'object' || value === null) return value as T;
  if (Array.isArray(value)) return value.map((item) => resolve(document, item, depth + 1)) as T;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const target = record.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
    return resolve(document, target, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, child]) => [key, resolve(document, child, depth + 1)]),
  ) as T;
}

/** Every operation of docs/api/openapi.yaml, resolved. */
export function loadOperations(file = OPENAPI_FILE): Operation[] {
  const document = parse(readFileSync(file, 'utf8')) as Document;
  const paths = document.paths as Record<string, Record<string, unknown>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const parameters = resolve<Parameter[]>(document, [
        ...shared,
        ...((operation.parameters as unknown[] | undefined) ?? []),
      ]);
      const content = resolve<Record<string, { schema?: Schema }>>(
        document,
        (operation.requestBody as { content?: unknown } | undefined)?.content ?? {},
      );
      const body = Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema ?? {}]));
      operations.push({ id: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, parameters, body });
    }
  }
  return operations;
}
