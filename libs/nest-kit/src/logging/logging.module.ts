import type { DynamicModule } from '@nestjs/common';
import { traceLogFields } from '@classhub/telemetry/tracing';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { serializeError, withoutParams } from './error-serializer.js';

export interface LoggingOptions {
  service: string;
  level: string;
  /** Where log lines go; stdout by default (tests read them from a stream). */
  destination?: DestinationStream;
}

/**
 * Secrets a log line may meet: credentials in headers, and fields of objects a handler logs (one level deep, e.g.
 * `{ user }` or `{ body }`). Errors are reduced by `serializeError`, which drops query parameters.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'passwordHash',
    'token',
    'sessionToken',
    'clientSecret',
    'cardNumber',
    'cvc',
    'privateJwk',
    'params',
  ].flatMap((key) => [key, `*.${key}`]),
];

/** Structured JSON logs (pino) for Nest's Logger and each request's line (request-log.ts), with secrets redacted. */
export function loggingModule(options: LoggingOptions): DynamicModule {
  const pinoOptions: Options = {
    level: options.level,
    base: { service: options.service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // A line written inside a span names it, so the logs of one checkout can be found from its trace and back.
    mixin: () => traceLogFields(),
    // pino-http hands custom serializers its own serialization of the error, with the error itself as `raw`.
    serializers: { err: (value: { raw?: unknown } | undefined) => serializeError(value?.raw ?? value) },
    // A message passed as text (Nest's handlers log `error.message`) loses its query parameters too.
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? withoutParams(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  return LoggerModule.forRoot({
    pinoHttp: options.destination ? [pinoOptions, options.destination] : pinoOptions,
    // No pino-http middleware: each request's line is written by addRequestLog (createServiceApp).
    forRoutes: [],
  });
}
