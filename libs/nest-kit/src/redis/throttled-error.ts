import { tooManyRequests } from '../http/http-errors.js';

/** Thrown (and answered 429 with Retry-After) while an attempt must wait: too many sign-ins or sign-ups. */
export class ThrottledError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, message: (seconds: number) => string) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(message(seconds));
    this.retryAfterSeconds = seconds;
  }

  toHttpException() {
    return tooManyRequests(this.message);
  }
}
