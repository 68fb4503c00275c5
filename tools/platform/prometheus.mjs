// Prometheus beside a running platform (`npm start`, the e2e dashboards check): Debian's /usr/bin/prometheus with a
// configuration generated from the platform's metrics endpoints and the repository's rule files (deploy/prometheus),
// listening on loopback only. Without the package it starts nothing and says so in one line.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startHelperProcess } from './helper-process.mjs';
import { ROOT } from './paths.mjs';

export const PROMETHEUS_BIN = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';

/** Not Prometheus's usual 9090: Debian's package runs its own daemon there on machines with systemd. */
export const DEFAULT_PROMETHEUS_PORT = Number(process.env.PROMETHEUS_PORT ?? 9190);

/** The rule files the compose stack's Prometheus loads too (deploy/prometheus/prometheus.yml). */
export const RULE_FILES = ['recording.yml', 'alerts.yml'].map((file) =>
  path.join(ROOT, 'deploy/prometheus/rules', file),
);

/**
 * Prometheus's configuration for `targets` (process name → metrics URL): one job per process, named like the compose
 * stack's jobs so the rules' `job` matchers hold. JSON, which Prometheus reads as YAML.
 * @param {{ targets: Record<string, string>, scrapeInterval: string, ruleFiles?: string[] }} options
 */
export function prometheusConfig({ targets, scrapeInterval, ruleFiles = RULE_FILES }) {
  return JSON.stringify(
    {
      global: { scrape_interval: scrapeInterval, evaluation_interval: scrapeInterval },
      rule_files: ruleFiles,
      scrape_configs: Object.entries(targets).map(([job, url]) => {
        const { host, pathname, protocol } = new URL(url);
        return {
          job_name: job,
          scheme: protocol.replace(':', ''),
          metrics_path: pathname,
          static_configs: [{ targets: [host] }],
        };
      }),
    },
    null,
    2,
  );
}

/**
 * Writes the configuration into `dataDir` and starts Prometheus on 127.0.0.1:`port`, waiting until it is ready.
 * @param {object} options
 * @param {Record<string, string>} options.targets  process name → metrics URL (startPlatform's `metricsUrls`)
 * @param {number} [options.port]  default PROMETHEUS_PORT or 9190
 * @param {string} [options.dataDir]  its configuration and time series; default .data/prometheus
 * @param {string} options.logFile
 * @param {string} [options.scrapeInterval]  also the rules' evaluation interval; default 5s
 * @returns {Promise<{ url: string, configFile: string, stop(): Promise<void> } | undefined>}  undefined without
 *   Prometheus installed
 */
export async function startPrometheus({
  targets,
  port = DEFAULT_PROMETHEUS_PORT,
  dataDir = path.join(ROOT, '.data/prometheus'),
  logFile,
  scrapeInterval = '5s',
  timeoutMs = 60_000,
}) {
  if (!existsSync(PROMETHEUS_BIN)) {
    console.log(`Prometheus: not started (${PROMETHEUS_BIN} is missing; apt-get install prometheus).`);
    return undefined;
  }
  mkdirSync(dataDir, { recursive: true });
  const configFile = path.join(dataDir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig({ targets, scrapeInterval }));
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startHelperProcess({
    name: 'Prometheus',
    command: PROMETHEUS_BIN,
    args: [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dataDir, 'data')}`,
      '--storage.tsdb.retention.time=7d',
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    logFile,
    readyUrl: `${url}/-/ready`,
    portHint: `port ${port} taken? PROMETHEUS_PORT moves it`,
    timeoutMs,
  });
  return { url, configFile, stop };
}
