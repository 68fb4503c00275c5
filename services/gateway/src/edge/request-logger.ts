import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

/**
 * A request's logger that becomes a real pino child only when something is logged. Fastify makes a child logger for
 * every request (to add its id), yet most requests log nothing but the access line, which does not use it; making
 * the child was a measurable share of the gateway's work per request.
 */
class DeferredChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real.level = level;
  }

  readonly fatal: FastifyBaseLogger['fatal'] = (...args: Parameters<FastifyBaseLogger['fatal']>) =>
    this.real.fatal(...args);
  readonly error: FastifyBaseLogger['error'] = (...args: Parameters<FastifyBaseLogger['error']>) =>
    this.real.error(...args);
  readonly warn: FastifyBaseLogger['warn'] = (...args: Parameters<FastifyBaseLogger['warn']>) =>
    this.real.warn(...args);
  readonly info: FastifyBaseLogger['info'] = (...args: Parameters<FastifyBaseLogger['info']>) =>
    this.real.info(...args);
  readonly debug: FastifyBaseLogger['debug'] = (...args: Parameters<FastifyBaseLogger['debug']>) =>
    this.real.debug(...args);
  readonly trace: FastifyBaseLogger['trace'] = (...args: Parameters<FastifyBaseLogger['trace']>) =>
    this.real.trace(...args);
  readonly silent: FastifyBaseLogger['silent'] = (...args: Parameters<FastifyBaseLogger['silent']>) =>
    this.real.silent(...args);

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: request loggers made on first use. */
export const deferredChildLogger: FastifyInstance['childLoggerFactory'] = (logger, bindings, options) =>
  new DeferredChildLogger(logger, bindings, options);
