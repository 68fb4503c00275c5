import { isNativeError } from 'node:util/types';

/**
 * What a log line may say about an error. Drizzle's "Failed query" errors carry the query's parameters in `params`
 * and in their message (`params: <values>`), and PostgreSQL's `detail` quotes row values ("Key (email)=(…)"): a failed
 * insert would write password hashes, tokens and personal data into the logs. Only the error's kind, its message
 * without parameters, its stack (likewise) and PostgreSQL's diagnostic names are kept.
 */
export interface SafeErrorLog {
  type: string;
  message: string;
  stack?: string;
  /** PostgreSQL's SQLSTATE or Node's error code. */
  code?: string;
  table?: string;
  constraint?: string;
  cause?: SafeErrorLog;
}

// Everything from "params:" to the end of the message: Drizzle puts the parameter list last.
const PARAMS_SUFFIX = /\nparams:[\s\S]*$/;
const MAX_CAUSES = 3;

/** `text` without a Drizzle parameter list; for messages and stacks (a log call may pass `error.message` as text). */
export function withoutParams(text: string): string {
  const paramsAt = text.search(/\nparams:/);
  if (paramsAt === -1) return text;
  // In a stack the message comes first and the frames follow the parameters; keep the frames.
  const frames = text.slice(paramsAt).search(/\n\s+at /);
  return frames === -1 ? text.replace(PARAMS_SUFFIX, '') : text.slice(0, paramsAt) + text.slice(paramsAt + frames);
}

function textField(error: object, key: string): string | undefined {
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

export function serializeError(error: unknown, depth = 0): SafeErrorLog {
  // isNativeError also knows errors made in another realm (a vm context, as under jest), where instanceof fails.
  if (!isNativeError(error)) return { type: typeof error, message: 'A non-Error value was thrown' };
  const log: SafeErrorLog = { type: error.constructor.name || error.name, message: withoutParams(error.message) };
  if (error.stack) log.stack = withoutParams(error.stack);
  for (const key of ['code', 'table', 'constraint'] as const) {
    const value = textField(error, key);
    if (value) log[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) log.cause = serializeError(error.cause, depth + 1);
  return log;
}
