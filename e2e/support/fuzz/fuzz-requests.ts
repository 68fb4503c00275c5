import fc from 'fast-check';
import {
  contentTypeFor,
  hostileJson,
  hostileNumber,
  hostileRawBody,
  hostileRawSegment,
  hostileText,
  INTERNAL_URLS,
  NOT_DECIMAL_NUMBERS,
} from './hostile-values.js';
import type { Operation, Schema } from './openapi-operations.js';

export const ROLES = ['anonymous', 'student', 'instructor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Real values of the platform under test, so some requests get past validation and into the services' logic. */
export interface KnownValues {
  /** The caller's own token, id and email per role (none for anonymous). */
  callers: Record<Role, { token?: string; id?: string; email?: string }>;
  /** Ids and emails of other users, a class, media files. */
  userIds: string[];
  emails: string[];
  classIds: string[];
  mediaFiles: string[];
}

export interface FuzzRequest {
  operation: string;
  role: Role;
  method: string;
  /** Below /api: path and query, already percent-encoded. */
  url: string;
  authorization?: string;
  contentType?: string;
  body?: string;
  /** One multipart part instead of `body`. */
  part?: { field: string; filename: string; type: string; content: string };
}

function typesOf(schema: Schema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** Strings matching a pattern, when fast-check supports its syntax (it has no lookahead). */
function matching(pattern: string): fc.Arbitrary<string>[] {
  try {
    return [fc.stringMatching(new RegExp(pattern))];
  } catch {
    return [];
  }
}

/** Values a schema accepts, roughly (enum, examples, formats, ranges), and values just beside it. */
function schemaValue(schema: Schema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) choices.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) choices.push(fc.constant(schema.const));
  if (schema.examples?.length) choices.push(fc.constantFrom(...schema.examples));
  for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    choices.push(schemaValue(variant, known, depth + 1));
  for (const type of typesOf(schema)) {
    if (type === 'string') {
      if (schema.format === 'email') choices.push(fc.oneof(fc.emailAddress(), fc.constantFrom(...known.emails)));
      else if (schema.format === 'uuid')
        choices.push(fc.oneof(fc.uuid(), fc.constantFrom(...known.userIds, ...known.classIds)));
      else if (schema.format === 'uri') choices.push(fc.webUrl(), fc.constantFrom(...INTERNAL_URLS));
      else if (schema.pattern) choices.push(...matching(schema.pattern));
      // A number sent as text: the notations Number() reads besides plain decimals.
      if (schema.pattern?.startsWith('^\\d')) choices.push(fc.constantFrom(...NOT_DECIMAL_NUMBERS));
      choices.push(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 200) }));
      if (schema.maxLength !== undefined) choices.push(fc.constant('y'.repeat(schema.maxLength + 1)));
    } else if (type === 'number' || type === 'integer') {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1_000_000;
      choices.push(
        type === 'integer'
          ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
          : fc.double({ min, max, noNaN: true }),
      );
      choices.push(fc.constantFrom(min - 1, max + 1, max + 0.001), fc.constantFrom(...NOT_DECIMAL_NUMBERS));
    } else if (type === 'boolean') choices.push(fc.boolean());
    else if (type === 'array')
      choices.push(
        fc.array(schema.items && depth < 4 ? schemaValue(schema.items, known, depth + 1) : hostileJson, {
          maxLength: 4,
        }),
      );
    else if (type === 'object' && depth < 4) choices.push(objectFor(schema, known, depth + 1));
  }
  if (choices.length === 0) choices.push(hostileJson);
  return fc.oneof(
    { weight: 3, arbitrary: fc.oneof(...choices) },
    { weight: 1, arbitrary: fc.oneof(hostileText, hostileNumber, hostileJson) },
  );
}

/** An object of the schema's properties, each valid-ish, hostile or missing, sometimes with extra keys. */
function objectFor(schema: Schema, known: KnownValues, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = properties.map(([name, property]) =>
    fc
      .option(schemaValue(property, known, depth), { freq: schema.required?.includes(name) ? 8 : 3, nil: undefined })
      .map((value) => [name, value] as const),
  );
  const extra = fc.option(
    fc.dictionary(fc.constantFrom('__proto__', 'role', 'admin', 'id', '_id', 'x\u0000', 'price'), hostileJson, {
      maxKeys: 2,
    }),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, more]) => ({
    ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
    ...(more ?? {}),
  }));
}

/** Any generated value as query text (objects of fc.dictionary may have no prototype, so no String()). */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

/** Percent-encodes the UTF-8 bytes of any string (encodeURIComponent throws on an unpaired surrogate). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function pathValue(name: string, known: KnownValues, role: Role): fc.Arbitrary<string> {
  const own = known.callers[role];
  const realistic = fc.constantFrom(
    ...[own.id, own.email, ...known.userIds, ...known.emails, ...known.classIds, ...known.mediaFiles].filter(
      (value): value is string => Boolean(value),
    ),
  );
  const encoded = fc
    .oneof(realistic, fc.uuid(), fc.emailAddress(), hostileText)
    .map((value) => percentEncode(value.slice(0, 2000)));
  return name === 'file'
    ? fc.oneof(encoded, hostileRawSegment, fc.constantFrom(...known.mediaFiles))
    : fc.oneof({ weight: 3, arbitrary: encoded }, { weight: 1, arbitrary: hostileRawSegment });
}

const rawQueries = fc.constantFrom(
  'q=%00',
  'q=%ff',
  'q',
  '&&&',
  'page[]=1',
  '__proto__[admin]=true',
  'constructor[prototype][x]=1',
  'email=a&email=b',
  `q=${'z'.repeat(3000)}`,
);

function queryFor(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = declared.map((parameter) =>
    fc.option(
      fc
        .oneof(schemaValue(parameter.schema, known), hostileText)
        .map((value) => `${parameter.name}=${percentEncode(asText(value).slice(0, 1000))}`),
      { freq: 2 },
    ),
  );
  return fc
    .tuple(fc.tuple(...pairs), fc.option(rawQueries, { freq: 4 }))
    .map(([chosen, raw]) => [...chosen, raw].filter(Boolean).join('&'));
}

function authorizationFor(role: Role, known: KnownValues): fc.Arbitrary<string | undefined> {
  const token = known.callers[role].token;
  const garbage = fc.constantFrom(
    'Bearer ',
    'Bearer a.b.c',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'a'.repeat(5000)}`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  );
  if (!token) return fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: garbage });
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 1, arbitrary: fc.constantFrom(`Bearer ${token}x`, `Bearer ${token.slice(0, -3)}`, `bearer  ${token}`) },
    { weight: 1, arbitrary: garbage },
  );
}

const multipartPart = fc.record({
  field: fc.constantFrom('image', 'image', 'file', ''),
  filename: fc.constantFrom('a.png', '../../../etc/passwd', 'x.svg', `${'n'.repeat(300)}.png`, 'ü.png'),
  type: fc.constantFrom('image/png', 'image/svg+xml', 'text/plain', 'application/octet-stream'),
  content: fc.constantFrom(
    '\u0089PNG\r\n\u001a\n',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'GIF89a',
    'plain text',
    '',
  ),
});

/** Requests for one operation and one caller: path, query, token, body and content type, each mostly hostile. */
export function requestsFor(operation: Operation, role: Role, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const path = fc
    .tuple(...names.map((name) => pathValue(name, known, role)))
    .map((values) =>
      names.reduce((template, name, index) => template.replace(`{${name}}`, values[index] ?? ''), operation.path),
    );
  const [documentedType] = Object.keys(operation.body);
  const jsonSchema = operation.body['application/json'];
  const body: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'part' | 'contentType'>> =
    documentedType === 'multipart/form-data'
      ? fc.oneof(
          { weight: 3, arbitrary: multipartPart.map((part) => ({ part })) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(hostileRawBody, contentTypeFor('application/json'))
              .map(([raw, contentType]) => ({ body: raw, contentType })),
          },
        )
      : jsonSchema
        ? fc
            .tuple(
              fc.oneof(
                { weight: 5, arbitrary: objectFor(jsonSchema, known).map((value) => JSON.stringify(value)) },
                { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
                { weight: 1, arbitrary: hostileRawBody },
              ),
              contentTypeFor('application/json'),
            )
            .map(([raw, contentType]) => ({ body: raw, contentType }))
        : fc.option(
            fc
              .tuple(hostileRawBody, contentTypeFor('application/json'))
              .map(([raw, contentType]) => ({ body: raw, contentType })),
            { freq: 6, nil: {} },
          );
  return fc
    .record({ path, query: queryFor(operation, known), authorization: authorizationFor(role, known), body })
    .map(({ path: url, query, authorization, body: sent }) => ({
      operation: operation.id,
      role,
      method: operation.method,
      url: query ? `${url}?${query}` : url,
      authorization,
      ...sent,
    }));
}
