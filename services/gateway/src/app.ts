import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { traceLogFields } from '@classhub/telemetry/tracing';
import type { GatewayConfig } from './config/gateway.config.js';
import { EdgeCache } from './edge-cache/edge-cache.js';
import { purgeListener } from './edge-cache/purge-listener.js';
import { answerClientError } from './edge/client-connection.js';
import { Edge } from './edge/edge.js';
import { edgeOnFastify } from './edge/edge-on-fastify.js';
import { requestIdFrom } from './edge/request-id.js';
import { deferredChildLogger } from './edge/request-logger.js';
import { serverWithFirstHandler } from './edge/server.js';
import { Draining } from './edge/draining.js';
import { boundShutdownDrain } from './edge/shutdown.js';
import { registerHealth } from './health/health.js';
import { HEALTH_TIMEOUT_MS, ReplicaHealthChecks } from './health/replica-checks.js';
import { LiveSeatsHub } from './live-seats/live-seats-hub.js';
import { gatewayMetrics, type GatewayMetrics } from './metrics/gateway-metrics.js';
import { liveSeatsListener } from './live-seats/live-seats-listener.js';
import { liveSeatsRoute } from './live-seats/live-seats-route.js';
import { LiveStreamLimits } from './live-seats/live-stream-limits.js';
import { SeatSnapshots } from './live-seats/seat-snapshots.js';
import { NatsListeners, type NatsListener } from './nats/nats-listeners.js';
import { openApiDocument } from './openapi/openapi-document.js';
import { apiNotFound, ApiProxy, replyNoApiRoute } from './routing/api-proxy.js';
import { MAX_PARAM_LENGTH } from './routing/api-routes.js';
import { isApiPath } from './routing/route-table.js';
import { replicasOfEveryService } from './routing/service-replicas.js';
import { frontEndNotFound, frontEnds } from './static/front-ends.js';
import { fixedRegistry, type RemoteRegistry } from './static/remote-registry.js';

/** The live seat stream's tick (at most one event per stream, so 4 updates a second per class), replay and retry. */
const LIVE_TICK_MS = 250;
const LIVE_REPLAY_MS = 120_000;
const LIVE_RETRY_MS = 3000;

/** Room for one image upload plus multipart overhead; the owning service applies its own, stricter image limit. */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * The gateway without a listening socket: main.ts listens, tests listen on port 0. `remotes` is where the front end's
 * remotes are (main.ts watches REMOTES_FILE); the app closes it when it closes. main.ts starts `draining` on SIGTERM.
 */
export function buildApp(
  config: GatewayConfig,
  remotes: RemoteRegistry = fixedRegistry(config.remotes),
  metrics: GatewayMetrics = gatewayMetrics(config.metrics.natsMonitorUrl),
  draining: Draining = new Draining(),
): FastifyInstance {
  const log = gatewayLogger(config);
  const edge = new Edge({
    log,
    trustedProxies: config.trustedProxies,
    remotes,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
    bodyLimitBytes: BODY_LIMIT_BYTES,
    bodyArrival: config.bodyArrival,
    metrics: metrics.http,
  });
  const edgeCache = config.nats ? new EdgeCache() : undefined;
  const services = replicasOfEveryService(config.services, {
    timeoutMs: config.upstreamTimeoutMs,
    log,
    metrics: metrics.upstreams,
  });
  const healthChecks = new ReplicaHealthChecks(
    Object.values(services),
    config.upstreamHealthIntervalMs,
    Math.min(HEALTH_TIMEOUT_MS, config.upstreamTimeoutMs),
  );
  const api = new ApiProxy({
    services,
    log,
    edge,
    edgeCache,
  });
  const app = Fastify({
    loggerInstance: log,
    // The API's calls are forwarded on the server before Fastify sees them (ApiProxy); pages, files, health and the
    // API's 404s are Fastify's. Both go through the same edge.
    serverFactory: serverWithFirstHandler((request, response) => {
      // A balancer's kept-alive connection would outlive the drain: each answer closes its own, so the next goes elsewhere.
      if (draining.active) response.setHeader('connection', 'close');
      return api.handle(request, response);
    }),
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: deferredChildLogger,
    genReqId: requestIdFrom,
    bodyLimit: edge.bodyLimitBytes,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    http: {
      headersTimeout: config.headersTimeoutMs,
      // How often Node looks for requests past headersTimeout; its default of 30 s would keep them that long.
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler: answerClientError,
  });

  app.register(edgeOnFastify, { edge });
  app.addHook('onClose', async () => {
    remotes.close();
    healthChecks.stop();
    await Promise.all(Object.values(services).map((service) => service.close()));
  });
  boundShutdownDrain(app);

  const liveSeats = new LiveSeatsHub({
    tickMs: LIVE_TICK_MS,
    replayMs: LIVE_REPLAY_MS,
    heartbeatMs: config.live.heartbeatMs,
  });
  liveSeats.start();
  if (config.nats)
    hearNats(app, config.nats, [
      ...(edgeCache ? [purgeListener(edgeCache, config.nats.namespace)] : []),
      liveSeatsListener(liveSeats, config.nats.namespace),
    ]);
  app.register(liveSeatsRoute, {
    hub: liveSeats,
    limits: new LiveStreamLimits(config.live.streamsPerAddress, config.live.streamsMax),
    snapshots: new SeatSnapshots(services.classes),
    retryMs: LIVE_RETRY_MS,
  });
  app.register(apiNotFound);
  app.register(openApiDocument);
  registerHealth(app, services, healthChecks, draining);
  app.register(frontEnds, { webRoot: config.webRoot, remotes });

  // An unknown /api call is a JSON 404, never the shell's index.html.
  const replyFrontEndNotFound = frontEndNotFound(config.webRoot, remotes);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? replyNoApiRoute(request, reply) : replyFrontEndNotFound(request, reply),
  );

  return app;
}

/**
 * Log lines are buffered and written 4 KB at a time (flushed on exit) instead of one write per line: a write per
 * request was among the gateway's largest costs. A crash may lose the last few lines.
 */
function gatewayLogger(config: GatewayConfig): FastifyBaseLogger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  return pino(
    // A line written inside a span names it, so a request's lines can be found from its trace and back.
    { level: config.logLevel, mixin: () => traceLogFields() },
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
}

/**
 * Hears the services' cache purges and the live seat figures on one NATS connection. The gateway does not wait for
 * NATS: until it is reached, every request is forwarded and the live streams send snapshots and heartbeats only.
 */
function hearNats(
  app: FastifyInstance,
  nats: NonNullable<GatewayConfig['nats']>,
  listeners: readonly NatsListener[],
): void {
  const connection = new NatsListeners(listeners, nats, app.log);
  // After listening: an outgoing connection made before could be given the very port the gateway is about to listen on.
  app.addHook('onListen', (done) => {
    connection.start().catch((error: unknown) => app.log.error({ err: error }, 'NATS cannot be heard'));
    done();
  });
  app.addHook('onClose', () => connection.close());
}
