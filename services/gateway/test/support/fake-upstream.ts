import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type UpstreamHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface FakeUpstream {
  url: string;
  /** What it received, but the gateway's health checks. */
  requests: RecordedRequest[];
  /** The gateway's health checks (GET /health) it received: they come on their own schedule. */
  healthChecks: RecordedRequest[];
  close(): Promise<void>;
}

const echo =
  (name: string): UpstreamHandler =>
  (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ service: name, method: request.method, url: request.url }));
  };

/** A stand-in service on 127.0.0.1, port 0, recording every request it receives. Answers with `{service, method, url}` by default. */
export async function startFakeUpstream(name: string, handler: UpstreamHandler = echo(name)): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const healthChecks: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      (recorded.method === 'GET' && recorded.url === '/health' ? healthChecks : requests).push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    healthChecks,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens: a port just released by the OS. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
