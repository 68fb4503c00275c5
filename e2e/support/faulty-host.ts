import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The ways a remote's host can fail a browser, each done for real on the wire (no request interception):
 * - `refuse`: the connection is cut before any answer;
 * - `not-found`: every file answers 404;
 * - `broken-script`: scripts answer 200 with code that throws;
 * - `stall`: the host accepts the request and never answers (the manifest included);
 * - `stall-scripts`: the manifest answers, every script stalls;
 * - `missing-entry`: the manifest names an entry file that does not exist.
 */
export type RemoteFault = 'refuse' | 'not-found' | 'broken-script' | 'stall' | 'stall-scripts' | 'missing-entry';

export interface FaultyHost {
  /** Where the remotes are served from: `${origin}/remotes/<folder>/…`, the gateway's files behind the faults below. */
  origin: string;
  /** Makes `/remotes/<folder>/…` fail as `fault` says, or answer normally again with `undefined`. */
  set(folder: string, fault: RemoteFault | undefined): void;
  close(): Promise<void>;
}

const REMOTE_PATH = /^\/remotes\/([^/]+)\//;
// What the gateway sends with a remote's files: the shell that loads them is on another origin.
const CROSS_ORIGIN = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };

function namingMissingEntry(manifestJson: string): string {
  const manifest = JSON.parse(manifestJson) as { metaData: { remoteEntry: { name: string } } };
  manifest.metaData.remoteEntry.name = 'static/js/no-such-entry.js';
  return JSON.stringify(manifest);
}

/**
 * A remote host on its own origin (a reverse proxy to the gateway's remote files) that fails one remote's files on
 * demand, so the e2e suite shows what a user sees when that remote's host is down in each of these ways, while the
 * shell, the API and the other remotes answer as usual.
 */
export async function startFaultyHost(gatewayUrl: string): Promise<FaultyHost> {
  const gateway = new URL(gatewayUrl);
  const faults = new Map<string, RemoteFault>();
  const sockets = new Set<Socket>();
  const agent = new Agent({ keepAlive: true });

  function pass(request: IncomingMessage, response: ServerResponse, rewrite?: (body: string) => string): void {
    const upstream = forward(
      {
        agent,
        host: gateway.hostname,
        port: gateway.port,
        method: request.method,
        path: request.url,
        // A rewritten answer is sent uncompressed and whole.
        headers: rewrite ? { ...request.headers, 'accept-encoding': 'identity' } : request.headers,
      },
      (answer) => {
        if (!rewrite) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => {
          const { 'content-length': _length, etag: _etag, ...headers } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...headers, 'cache-control': 'no-store' });
          response.end(rewrite(body));
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  }

  function fail(fault: RemoteFault, request: IncomingMessage, response: ServerResponse): void {
    const path = request.url ?? '/';
    const isScript = /\.js(\?|$)/.test(path);
    const isManifest = /\/mf-manifest\.json(\?|$)/.test(path);
    switch (fault) {
      case 'refuse':
        request.socket.destroy();
        return;
      case 'not-found':
        response.writeHead(404, { ...CROSS_ORIGIN, 'content-type': 'text/plain' }).end('Not found');
        return;
      case 'broken-script':
        if (!isScript) return pass(request, response);
        response
          .writeHead(200, { ...CROSS_ORIGIN, 'content-type': 'text/javascript' })
          .end('throw new Error("this build is broken");');
        return;
      case 'stall':
        return;
      case 'stall-scripts':
        if (isScript) return;
        return pass(request, response);
      case 'missing-entry':
        if (!isManifest) return pass(request, response);
        return pass(request, response, namingMissingEntry);
    }
  }

  const server = createServer((request, response) => {
    const folder = REMOTE_PATH.exec(request.url ?? '')?.[1];
    if (!folder) {
      response.writeHead(404, CROSS_ORIGIN).end();
      return;
    }
    const fault = faults.get(folder);
    if (fault) fail(fault, request, response);
    else pass(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    set(folder, fault) {
      if (fault) faults.set(folder, fault);
      else faults.delete(folder);
    },
    close() {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
