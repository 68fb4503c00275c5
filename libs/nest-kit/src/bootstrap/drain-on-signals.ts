import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { flushTraces } from '@classhub/telemetry/tracing';
import { HealthService } from '../health/health.service.js';

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * How a listening service stops (decision 0047): at an orchestrator's SIGTERM its /health turns to "draining" (503)
 * while it keeps serving for `drainMs`, which is long enough for every gateway's health check to take it out of
 * rotation; then the app closes (requests in flight finish, consumers ack what they hold, jobs end their run), the
 * spans still batched are sent, and the process exits. A person's Ctrl-C (SIGINT) is not kept waiting: it closes at
 * once. A second signal is the default one: it ends the process there and then.
 */
export function drainOnSignals(app: INestApplication, drainMs: number): void {
  const logger = new Logger('Shutdown');
  const stop = async (signal: NodeJS.Signals) => {
    for (const other of SIGNALS) process.removeListener(other, onSignal);
    app.get(HealthService).startDraining();
    logger.log(signal === 'SIGTERM' ? `SIGTERM: draining for ${drainMs} ms, then stopping` : `${signal}: stopping`);
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      await app.close();
    } catch (error) {
      logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    await flushTraces();
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => void stop(signal);
  for (const signal of SIGNALS) process.once(signal, onSignal);
}
