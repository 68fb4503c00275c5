import type { IncomingMessage } from 'node:http';
import { closeWithError } from './client-connection.js';

/** How fast a request body must arrive (BODY_TIMEOUT_MS, BODY_TOTAL_TIMEOUT_MS, BODY_MIN_BYTES_PER_SECOND). */
export interface BodyArrivalLimits {
  /** The longest pause between two bytes; also the grace before the minimum rate counts. */
  idleMs: number;
  /** The whole body must have arrived this long after its headers, however steadily it moves. */
  totalMs: number;
  /** After its first `idleMs`, the body must average at least this many bytes a second. */
  minBytesPerSecond: number;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * Watches a request's body arrive and, when it comes too slowly, answers 408 with a JSON reason, closes the socket
 * and aborts the returned signal. An idle timeout alone let a body sending a byte every few seconds hold a socket
 * without end; so the body also gets one second per `minBytesPerSecond` bytes received on top of `idleMs` (the
 * average rate after a grace period, as Apache's mod_reqtimeout counts it), and never more than `totalMs` in all.
 * Bytes are counted on the socket rather than by reading the body, so whoever reads the body still reads all of it.
 */
export function watchBodyArrival(request: IncomingMessage, limits: BodyArrivalLimits): AbortSignal {
  const late = new AbortController();
  const { socket } = request;
  const startedAt = performance.now();
  const bytesAtStart = socket.bytesRead ?? 0;
  let timer: NodeJS.Timeout | undefined;

  const received = () => (socket.bytesRead ?? 0) - bytesAtStart;
  const allowedMs = () => Math.min(limits.totalMs, limits.idleMs + (received() * 1000) / limits.minBytesPerSecond);
  const stop = () => {
    clearTimeout(timer);
    request.setTimeout(0);
    request.off('timeout', idle);
  };
  const refuse = (message: string) => {
    stop();
    closeWithError(socket, 408, message);
    late.abort();
  };
  const idle = () => refuse(`The request body stalled for ${seconds(limits.idleMs)} s`);
  const wait = (ms: number) => {
    timer = setTimeout(check, Math.ceil(ms));
    timer.unref();
  };
  function check() {
    const allowed = allowedMs();
    const elapsed = performance.now() - startedAt;
    if (elapsed < allowed) return wait(allowed - elapsed);
    if (allowed >= limits.totalMs) refuse(`The request body did not arrive within ${seconds(limits.totalMs)} s`);
    // Nothing at all since the headers: the idle timeout's case, whichever timer fired first.
    else if (received() === 0) idle();
    else refuse(`The request body arrived slower than ${limits.minBytesPerSecond} bytes a second`);
  }

  request.setTimeout(limits.idleMs, idle);
  wait(Math.min(limits.idleMs, limits.totalMs));
  request.once('end', stop);
  request.once('close', stop);
  return late.signal;
}
