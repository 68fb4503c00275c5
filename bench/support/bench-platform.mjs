// The platform a benchmark measures. By default one of its own (free ports, fresh databases with the demo data, its
// own NATS: tools/platform/isolated-platform.mjs), so the figures do not depend on what a running copy has been
// through, and the classes and students a benchmark creates never reach the demo's catalogue; it is removed at the
// end, with its logs unless something failed. Given a running platform's addresses, that one is measured instead.
/* global performance */
import { startIsolatedPlatform } from '../../tools/platform/isolated-platform.mjs';
import { pidListeningOn } from './process-cpu.mjs';

/**
 * @param {string} label  names the platform's databases and log folder
 * @param {{ gateway: string, services?: Record<string, string>, databaseUrl?: (service: string) => string } | undefined} running
 *   a running platform's addresses (what the benchmark uses of them), or undefined for a platform of its own
 * @returns also `pidOf(name)`: the process id of the gateway or a service, for its CPU time; undefined when unknown,
 *   and `mailUrl`: its mail catcher's web address, where new students find the link that proves their address
 */
export async function benchPlatform(label, running) {
  if (running) {
    const urls = { gateway: running.gateway, ...running.services };
    return {
      mailUrl: `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? 1080}`,
      ...running,
      pidOf: (name) => pidListeningOn(Number(new URL(urls[name]).port)),
      remove: async () => {},
    };
  }
  const startedAt = performance.now();
  const platform = await startIsolatedPlatform(label);
  console.log(
    `platform of its own at ${platform.baseUrl}, started in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  return {
    gateway: platform.baseUrl,
    services: platform.serviceUrlOf,
    databaseUrl: platform.databaseUrl,
    mailUrl: platform.mail.webUrl,
    pidOf: (name) => platform.children.findLast((child) => child.name === name)?.pid,
    /** @param {boolean} succeeded  a failed run keeps its logs */
    remove: (succeeded) => platform.remove({ keepLogs: !succeeded }),
  };
}
