import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { addInputGuard } from '../http/input-guard.js';
import { recordServedRoutes } from '../http/served-routes.js';
import { trustLastHopFrom } from '../http/trusted-proxies.js';
import { addRequestLog } from '../logging/request-log.js';

// Image uploads are the largest bodies a service takes (5 MB plus multipart overhead).
const BODY_LIMIT_BYTES = 6 * 1024 * 1024;
// Emails travel as path parameters (/userprofile/:email) and may be 254 characters long; Fastify's default is 100.
const MAX_PARAM_LENGTH = 320;

export interface ServiceAppOptions {
  logs?: boolean;
  /** Keep each JSON body's bytes as `request.rawBody` (e.g. to check a webhook's signature). */
  rawBody?: boolean;
  /** Config `TRUSTED_PROXIES`: whose X-Forwarded-For sets `request.ip`. None by default. */
  trustedProxies?: string[];
}

/**
 * Builds a service's Nest app on Fastify with pino logs; tests use it without listening and close it themselves, and
 * runService adds the signal handling that drains it (drainOnSignals).
 */
export async function createServiceApp(
  module: Type<unknown> | DynamicModule,
  options: ServiceAppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    maxParamLength: MAX_PARAM_LENGTH,
    trustProxy: trustLastHopFrom(options.trustedProxies ?? []),
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    bufferLogs: true,
    logger: options.logs === false ? false : undefined,
    rawBody: options.rawBody,
  });
  if (options.logs !== false) {
    app.useLogger(app.get(Logger));
    addRequestLog(app.getHttpAdapter().getInstance());
  }
  addInputGuard(app.getHttpAdapter().getInstance());
  recordServedRoutes(app.getHttpAdapter().getInstance());
  boundShutdownGrace(app);
  return app;
}

export type ServiceApp = INestApplication;

// Requests in flight get this long to finish when the service stops.
const SHUTDOWN_GRACE_MS = 3000;

/**
 * Closing waits for open connections, and a keep-alive client (the gateway's connection pool) can hold one open
 * past its last response; so after a grace period the remaining connections are cut and shutdown completes.
 */
function boundShutdownGrace(app: NestFastifyApplication): void {
  const server = app.getHttpServer() as Server;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preClose', async () => {
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    });
}

/** Listens on a free loopback port and returns the base URL (for tests and tools). */
export async function listenOnLoopback(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return (await app.getUrl()).replace('[::1]', '127.0.0.1');
}
