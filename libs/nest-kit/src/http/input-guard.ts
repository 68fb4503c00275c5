import { unsafeTextReason, type FieldProblem } from '@classhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers a service reads; others pass through untouched (and unread). */
export const CHECKED_HEADERS = [
  'authorization',
  'cookie',
  'content-type',
  'x-forwarded-for',
  'x-request-id',
  'stripe-signature',
] as const;

/** Deeper JSON than any ClassHub body has; deeper input is refused before anything walks it recursively. */
export const MAX_BODY_DEPTH = 32;

type Inspected = Pick<FastifyRequest, 'body' | 'params' | 'query' | 'headers'>;

/**
 * The first thing in a request no service may accept: a control character or unpaired surrogate in a body string or
 * key, a path parameter, a query parameter or a read header; a JSON number beyond the exactly representable
 * integers; a body nested deeper than MAX_BODY_DEPTH. Each schema narrows ranges further; this is the floor for all.
 */
export function findUnsafeInput(request: Inspected): FieldProblem | undefined {
  return (
    inspectRecord(request.params, 'path', (name) => `Path parameter ${name}`) ??
    inspectRecord(request.query, 'query', (name) => `Query parameter ${name}`) ??
    inspectHeaders(request.headers) ??
    inspectBody(request.body)
  );
}

function problem(field: string, subject: string, reason: string): FieldProblem {
  return { field, message: `${subject} ${reason}` };
}

function inspectRecord(
  record: unknown,
  place: 'path' | 'query',
  subject: (name: string) => string,
): FieldProblem | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  for (const [name, value] of Object.entries(record)) {
    const nameReason = unsafeTextReason(name, place);
    if (nameReason) return problem(name, subject('name'), nameReason);
    for (const text of Array.isArray(value) ? value : [value]) {
      const reason = typeof text === 'string' ? unsafeTextReason(text, place) : undefined;
      if (reason) return problem(name, subject(name), reason);
    }
  }
  return undefined;
}

function inspectHeaders(headers: FastifyRequest['headers']): FieldProblem | undefined {
  for (const name of CHECKED_HEADERS) {
    const value = headers[name];
    for (const text of Array.isArray(value) ? value : [value]) {
      const reason = typeof text === 'string' ? unsafeTextReason(text, 'header') : undefined;
      if (reason) return problem(name, `Header ${name}`, reason);
    }
  }
  return undefined;
}

/** Walks a parsed JSON body without recursion, so no input can overflow the stack. */
function inspectBody(body: unknown): FieldProblem | undefined {
  if (Buffer.isBuffer(body)) return undefined;
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    const subject = path ? `Field ${path}` : 'The request body';
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value, 'body');
      if (reason) return problem(path, subject, reason);
    } else if (typeof value === 'number') {
      if (Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        return problem(
          path,
          subject,
          `must be a number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`,
        );
      }
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_BODY_DEPTH)
        return problem(path, 'The request body', `is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
      for (const [key, child] of Object.entries(value)) {
        const keyReason = unsafeTextReason(key, 'body');
        if (keyReason) return problem(path, `A key in ${path ? `field ${path}` : 'the request body'}`, keyReason);
        pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * Refuses unsafe input (findUnsafeInput) with a 400 before any handler, pipe or database sees it, for every route of
 * the service, known or not. Runs after Fastify has parsed the body and matched the path.
 */
export function addInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const found = findUnsafeInput(request);
    if (!found) return;
    return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: found.message, errors: [found] });
  });
}
