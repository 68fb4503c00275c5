import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const UNREACHABLE = 'ClassHub could not be reached. Check your connection and try again.';

/** One readable sentence for a failed call: the server's `message` when it sent one (e.g. a 403), else the status. */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'Something went wrong.';
  if (!('status' in error)) return error.message ?? 'Something went wrong.';
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return UNREACHABLE;
  const data = error.data as { message?: unknown } | undefined;
  if (typeof data?.message === 'string' && data.message.trim()) return data.message;
  return typeof error.status === 'number' ? `The server answered ${error.status}.` : 'Something went wrong.';
}
