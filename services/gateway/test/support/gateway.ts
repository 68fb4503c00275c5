import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadGatewayConfig } from '../../src/config/gateway.config.js';

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Builds the gateway from environment-style variables (quiet logs, no front-end build unless WEB_ROOT is given) without listening. */
export function buildTestApp(env: Record<string, string> = {}): FastifyInstance {
  return buildApp(loadGatewayConfig({ LOG_LEVEL: 'silent', WEB_ROOT: missingFolder(), ...env }));
}

/** The gateway listening on 127.0.0.1, port 0, for tests over real HTTP with fetch. */
export async function startGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const app = buildTestApp(env);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}

/** The gateway's answer for a call to a service none of whose replicas can be reached. */
export function serviceUnavailable(service: string): object {
  return {
    statusCode: 503,
    error: 'Service Unavailable',
    message: `The ${service} service is unavailable`,
    service,
  };
}

/** A temporary WEB_ROOT laid out like the repository: `<root>/<app folder>/dist/<file>`. */
export function makeWebRoot(files: Record<string, string | Buffer>): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  for (const [file, content] of Object.entries(files)) {
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

function missingFolder(): string {
  return join(tmpdir(), `gateway-no-web-root-${randomUUID()}`);
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: not decompressed, unlike fetch's. */
  body: Buffer;
}

/** A GET over real HTTP that leaves the answer's encoding alone. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
