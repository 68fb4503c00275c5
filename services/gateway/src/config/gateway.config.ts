import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { natsUrlSetting, type ServiceName } from '@classhub/contracts';
import { z } from 'zod';
import type { BodyArrivalLimits } from '../edge/body-arrival.js';
import { DEFAULT_REMOTES, remoteListSchema, type RemoteEntry } from '../static/remotes.js';

/** The repository root: this file sits at services/gateway/{src,dist}/config/, four levels down. */
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function wholeNumber(fallback: number, min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message)
    .default(fallback);
}

const httpUrl = z.url({ protocol: /^https?$/ });

/** One service's replicas: one http(s) URL or several separated by commas, each without its trailing slashes. */
function serviceUrls(fallback: string) {
  return z
    .string()
    .transform((text, ctx) => {
      const entries = text.split(',').map((entry) => entry.trim());
      for (const entry of entries) {
        if (!httpUrl.safeParse(entry).success)
          ctx.addIssue({
            code: 'custom',
            message: `must be an http(s) URL such as http://127.0.0.1:4101, or several separated by commas; ${JSON.stringify(entry)} is not`,
          });
      }
      const urls = entries.map((entry) => entry.replace(/\/+$/, ''));
      const twice = urls.find((url, index) => urls.indexOf(url) !== index);
      // A replica is named by its URL (GET /health, the metrics): one listed twice would be one replica counted twice.
      if (twice !== undefined) ctx.addIssue({ code: 'custom', message: `lists ${JSON.stringify(twice)} twice` });
      return urls;
    })
    .default([fallback]);
}

const remotesJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be valid JSON: [{"name":"mf_catalog","entry":"https://…/mf-manifest.json"}, …]',
      });
      return z.NEVER;
    }
  })
  .pipe(remoteListSchema);

export const gatewayEnvSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  IDENTITY_URL: serviceUrls('http://127.0.0.1:4101'),
  CLASSES_URL: serviceUrls('http://127.0.0.1:4102'),
  PAYMENTS_URL: serviceUrls('http://127.0.0.1:4103'),
  NOTIFICATIONS_URL: serviceUrls('http://127.0.0.1:4104'),
  WEB_ROOT: z
    .string()
    .transform((folder) => resolve(folder))
    .default(resolve(repositoryRoot)),
  REMOTES_JSON: remotesJson.optional(),
  REMOTES_FILE: z
    .string()
    .transform((file) => resolve(file))
    .optional(),
  UPSTREAM_TIMEOUT_MS: wholeNumber(10_000, 1, 600_000),
  UPSTREAM_HEALTH_INTERVAL_MS: wholeNumber(1000, 10, 60_000),
  SHUTDOWN_DRAIN_MS: wholeNumber(2000, 0, 120_000),
  HEADERS_TIMEOUT_MS: wholeNumber(10_000, 1000, 120_000),
  BODY_TIMEOUT_MS: wholeNumber(10_000, 1000, 120_000),
  BODY_TOTAL_TIMEOUT_MS: wholeNumber(60_000, 1000, 3_600_000),
  BODY_MIN_BYTES_PER_SECOND: wholeNumber(1024, 1, 100_000_000),
  TRUSTED_PROXIES: z
    .string()
    .regex(
      /^[\w.:/, -]*$/,
      'must be comma-separated addresses or CIDR ranges of the load balancers in front of the gateway',
    )
    .default(''),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://classhub.example.com' })
    .default('http://localhost:3000'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  // Where the services' cache purges are heard; unset, the gateway keeps no answers.
  // One URL or a comma-separated list of a cluster's nodes (decision 0050).
  NATS_URL: natsUrlSetting.optional(),
  NATS_NKEY_SEED: z
    .string()
    .regex(/^SU[A-Z2-7]{56}$/, "must be a NATS user NKey seed (SU…, 58 characters): the gateway's own")
    .optional(),
  NATS_NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9_-]*$/, 'must be lower case letters, digits, - or _')
    .default('classhub'),
  // Where Prometheus scrapes GET /metrics: a port of its own, never the public one. Unset: no metrics port.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // NATS's monitoring endpoint (nats-server -m), or every node's of a cluster separated by commas: the gateway's
  // metrics then carry the streams' and consumers' figures.
  NATS_MONITOR_URL: z
    .string()
    .regex(
      /^\s*https?:\/\/[^\s,]+\s*(,\s*https?:\/\/[^\s,]+\s*)*$/,
      "must be an http(s) URL such as http://127.0.0.1:8222, or a comma-separated list of a cluster's nodes' endpoints",
    )
    .optional(),
  // The live seat stream (decision 0039): streams one client address may hold, streams in all, heartbeat period.
  LIVE_STREAMS_PER_ADDRESS: wholeNumber(20, 1, 1_000_000),
  LIVE_STREAMS_MAX: wholeNumber(20_000, 1, 1_000_000),
  LIVE_HEARTBEAT_MS: wholeNumber(15_000, 50, 600_000),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of each replica of each service; `/api/<path>` is forwarded to `<url>/<path>` of one of them. */
  services: Record<ServiceName, string[]>;
  /** Folder holding `shell/dist` and `<remote folder>/dist`. */
  webRoot: string;
  /** What `/remotes.json` answers, until the registry file (if any) says otherwise. */
  remotes: readonly RemoteEntry[];
  /** A JSON file with the remotes list, watched so it can change while the gateway runs. */
  remotesFile?: string;
  upstreamTimeoutMs: number;
  /** How often each replica's GET /health is asked whether it is in rotation. */
  upstreamHealthIntervalMs: number;
  /** After SIGTERM: how long the gateway keeps serving, its GET /health answering 503, before it closes. */
  shutdownDrainMs: number;
  /** A client must send its request headers within this time. */
  headersTimeoutMs: number;
  /** How a request body must arrive: no pause over idleMs, on average minBytesPerSecond after that, whole within totalMs. */
  bodyArrival: BodyArrivalLimits;
  /** Load balancers whose X-Forwarded-For names the client; none by default (the gateway is the edge). */
  trustedProxies: string[];
  /** The origin users open; https turns HSTS on. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Where to hear the services' cache purges and live seat figures; without it no answer is kept, no figure moves. */
  nats?: { url: string; nkeySeed?: string; namespace: string };
  /** The live seat stream's limits: per client address, in all, and its heartbeat period. */
  live: { streamsPerAddress: number; streamsMax: number; heartbeatMs: number };
  /** Where GET /metrics is served (none when unset), and NATS's monitoring endpoint the metrics read. */
  metrics: { port?: number; host: string; natsMonitorUrl?: string };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the environment; every problem is listed by variable name so a bad deploy fails at boot, readably. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // An empty value (`PORT=` in a .env file) means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = gatewayEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? '(environment)');
      const detail = issue.path.length > 1 ? ` (at ${issue.path.slice(1).join('.')})` : '';
      const got = present[variable] === undefined ? '' : ` (got ${JSON.stringify(truncate(present[variable]))})`;
      return `  - ${variable}: ${issue.message}${detail}${got}`;
    });
    throw new ConfigError(`Invalid gateway configuration:\n${problems.join('\n')}`);
  }
  const vars = result.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    services: {
      identity: vars.IDENTITY_URL,
      classes: vars.CLASSES_URL,
      payments: vars.PAYMENTS_URL,
      notifications: vars.NOTIFICATIONS_URL,
    },
    webRoot: vars.WEB_ROOT,
    remotes: vars.REMOTES_JSON ?? DEFAULT_REMOTES,
    ...(vars.REMOTES_FILE ? { remotesFile: vars.REMOTES_FILE } : {}),
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    upstreamHealthIntervalMs: vars.UPSTREAM_HEALTH_INTERVAL_MS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    headersTimeoutMs: vars.HEADERS_TIMEOUT_MS,
    bodyArrival: {
      idleMs: vars.BODY_TIMEOUT_MS,
      totalMs: vars.BODY_TOTAL_TIMEOUT_MS,
      minBytesPerSecond: vars.BODY_MIN_BYTES_PER_SECOND,
    },
    trustedProxies: vars.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    publicUrl: vars.PUBLIC_URL,
    logLevel: vars.LOG_LEVEL,
    live: {
      streamsPerAddress: vars.LIVE_STREAMS_PER_ADDRESS,
      streamsMax: vars.LIVE_STREAMS_MAX,
      heartbeatMs: vars.LIVE_HEARTBEAT_MS,
    },
    metrics: {
      ...(vars.METRICS_PORT === undefined ? {} : { port: vars.METRICS_PORT }),
      host: vars.METRICS_HOST,
      ...(vars.NATS_MONITOR_URL ? { natsMonitorUrl: vars.NATS_MONITOR_URL } : {}),
    },
    ...(vars.NATS_URL
      ? {
          nats: {
            url: vars.NATS_URL,
            namespace: vars.NATS_NAMESPACE,
            ...(vars.NATS_NKEY_SEED ? { nkeySeed: vars.NATS_NKEY_SEED } : {}),
          },
        }
      : {}),
  };
}

function truncate(value: string): string {
  return value.length > 80 ? `${value.slice(0, 77)}...` : value;
}
