import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { serveMetrics, type MetricsServer } from '@classhub/telemetry';
import { flushTraces } from '@classhub/telemetry/tracing';
import { buildApp } from './app.js';
import { ConfigError, loadGatewayConfig, type GatewayConfig } from './config/gateway.config.js';
import { Draining } from './edge/draining.js';
import { gatewayMetrics } from './metrics/gateway-metrics.js';
import { OPENAPI_FILE } from './openapi/openapi-document.js';
import { shellDistOf } from './static/front-ends.js';
import { fixedRegistry, watchedRegistry } from './static/remote-registry.js';

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): GatewayConfig {
  try {
    return loadGatewayConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    pino({ name: 'gateway' }).fatal(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({ name: 'gateway' });
  const remotes = config.remotesFile
    ? await watchedRegistry(config.remotesFile, config.remotes, log)
    : fixedRegistry(config.remotes);
  const metrics = gatewayMetrics(config.metrics.natsMonitorUrl);
  const draining = new Draining();
  const app = buildApp(config, remotes, metrics, draining);
  let metricsServer: MetricsServer | undefined;

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    // An orchestrator's SIGTERM is drained; a person's Ctrl-C (SIGINT) is not kept waiting.
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      app.log.info({ drainMs: config.shutdownDrainMs }, 'draining: GET /health answers 503, still serving');
      draining.start();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await metricsServer?.close();
    await flushTraces();
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));

  if (!existsSync(join(shellDistOf(config.webRoot), 'index.html'))) {
    app.log.warn({ webRoot: config.webRoot }, 'front ends not built: pages answer 503 until `npm run build` has run');
  }
  if (!existsSync(OPENAPI_FILE)) {
    app.log.warn({ file: OPENAPI_FILE }, 'OpenAPI document missing: GET /api/openapi.yaml answers 503');
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined) {
    metricsServer = await serveMetrics(metrics.registry, config.metrics.port, config.metrics.host);
    app.log.info({ url: metricsServer.url }, 'metrics served');
  }
  app.log.info({ services: config.services, webRoot: config.webRoot }, 'gateway ready');
}

main().catch((error: unknown) => {
  pino({ name: 'gateway' }).fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
