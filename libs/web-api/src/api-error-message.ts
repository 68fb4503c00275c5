import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const UNREACHABLE = 'ClassHub could not be reached. Check your connection and try again.';

/** What an RTK Query call fails with. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined;

export interface ApiErrorMessageOptions {
  /** Ends the sentences ClassHub words itself (not the server's own message) with "Please try again." */
  tryAgain?: boolean;
}

/**
 * One readable sentence for a failed RTK Query call: the server's `message` when it sent one (e.g. a 403), else what
 * went wrong. `error` is what RTK Query gives: a FetchBaseQueryError, a SerializedError or nothing.
 */
export function apiErrorMessage(error: ApiError | unknown, { tryAgain = false }: ApiErrorMessageOptions = {}): string {
  const ours = (sentence: string) => (tryAgain ? `${sentence} Please try again.` : sentence);
  if (!error || typeof error !== 'object') return ours('Something went wrong.');
  if (!('status' in error)) return (error as SerializedError).message ?? ours('Something went wrong.');
  const failure = error as FetchBaseQueryError;
  if (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') return UNREACHABLE;
  const message = (failure.data as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  // A body that is not JSON (a proxy's error page) keeps the real status in `originalStatus`.
  const status = failure.status === 'PARSING_ERROR' ? failure.originalStatus : failure.status;
  return ours(typeof status === 'number' ? `The server answered ${status}.` : 'Something went wrong.');
}

/** The per-field messages of a 400 answer (`{message, errors: [{field, message}]}`), when the server sent them. */
export function apiFieldErrors(error: unknown): { field: string; message: string }[] {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is { field: string; message: string } =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

// A gateway's "bad gateway", "unavailable" or "timed out": the service is restarting or busy, not refusing.
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/**
 * True when trying the same call again can help: the server was unreachable, timed out or said it is unavailable for
 * now. False when it answered with a refusal (4xx) that a retry would only repeat.
 */
export function isTransientApiError(error: ApiError | unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const failure = error as FetchBaseQueryError;
  if (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') return true;
  const status = failure.status === 'PARSING_ERROR' ? failure.originalStatus : failure.status;
  return typeof status === 'number' && TRANSIENT_STATUSES.has(status);
}
