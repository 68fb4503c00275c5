import { z } from 'zod';
import { badRequest } from './http-errors.js';

/**
 * Validates a request body with a shared zod schema, whether written with zod's full API or its mini one. A failure is
 * a 400 whose `message` is the first problem (what a form shows under itself) and whose `errors` lists every field's
 * first problem.
 */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The request body must be a JSON object');
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const errors: { field: string; message: string }[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!errors.some((known) => known.field === field)) errors.push({ field, message: issue.message });
  }
  throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
}
