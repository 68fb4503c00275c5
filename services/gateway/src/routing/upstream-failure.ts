/**
 * How forwarding to one replica failed, which decides whether another replica may be asked:
 * - `refused`: no connection was made, so nothing was sent; any request may go to another replica.
 * - `reset`: the connection broke before any byte of an answer; the service may have acted on what it was sent, so
 *   only a request that changes nothing (GET, HEAD) may be sent again.
 * - `other`: a timeout, or a break once the answer had begun; never sent again.
 */
export type FailureKind = 'refused' | 'reset' | 'other';

/** Errors of a connection that was never made (undici passes the socket's own codes on, and names its connect timeout). */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Errors of a connection closed by the other side. */
const CUT_OFF = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** A replica's failure to answer, with its kind; `cause` is undici's error. */
export class UpstreamFailure extends Error {
  override readonly name = 'UpstreamFailure';

  constructor(
    readonly kind: FailureKind,
    cause: Error,
  ) {
    super(cause.message, { cause });
  }
}

/** The kind of `error`, raised before any byte of the answer arrived (`answerBegun` false) or after. */
export function failureKind(error: Error, answerBegun: boolean): FailureKind {
  const code = errorCode(error);
  if (code !== undefined && NOT_CONNECTED.has(code)) return 'refused';
  if (!answerBegun && code !== undefined && CUT_OFF.has(code)) return 'reset';
  return 'other';
}

/**
 * The error's code; with several addresses to try (Node's happy eyeballs) a failed connection is an AggregateError
 * whose own errors carry it.
 */
function errorCode(error: Error): string | undefined {
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') return code;
  const first = error instanceof AggregateError ? (error.errors[0] as unknown) : undefined;
  return first instanceof Error ? errorCode(first) : undefined;
}
