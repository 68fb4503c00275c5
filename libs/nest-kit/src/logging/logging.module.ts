import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

export interface LoggingOptions {
  service: string;
  level: string;
}

/** Structured JSON logs (pino) for HTTP requests and Nest's Logger, with secrets redacted. */
export function loggingModule(options: LoggingOptions): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: options.level,
      base: { service: options.service },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Health probes every few seconds would drown the real traffic.
      autoLogging: { ignore: (req) => req.url === '/health' },
      customProps: (req) => ({ requestId: req.headers['x-request-id'] }),
    },
  });
}
