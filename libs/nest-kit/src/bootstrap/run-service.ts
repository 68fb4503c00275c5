import type { DynamicModule, Type } from '@nestjs/common';
import { ConfigError } from '../config/load-config.js';
import type { ServiceConfig } from '../config/service-config.js';
import { createServiceApp, type ServiceAppOptions } from './create-service-app.js';
import { drainOnSignals } from './drain-on-signals.js';

/**
 * The body of every service's main.ts: build the config, start the app, listen.
 * A bad configuration or a failed start ends the process with a readable message and exit code 1.
 */
export async function runService(
  build: () => { config: ServiceConfig; module: Type<unknown> | DynamicModule },
  appOptions: Omit<ServiceAppOptions, 'logs'> = {},
): Promise<void> {
  let config: ServiceConfig;
  let module: Type<unknown> | DynamicModule;
  try {
    ({ config, module } = build());
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  try {
    const app = await createServiceApp(module, { ...appOptions, trustedProxies: config.TRUSTED_PROXIES });
    await app.listen(config.PORT, config.HOST);
    drainOnSignals(app, config.SHUTDOWN_DRAIN_MS);
  } catch (error) {
    process.stderr.write(
      `${config.SERVICE_NAME} failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  }
}
