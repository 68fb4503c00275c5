export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function errorStack(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined;
}

/**
 * Thrown by a handler for an event that contradicts what the service knows (e.g. a payment for a seat hold that
 * names another transaction): retrying cannot help, so the event is dead-lettered at once with the reason.
 */
export class InconsistentEventError extends Error {
  override readonly name = 'InconsistentEventError';
}
