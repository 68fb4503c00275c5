import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in service replica that drains on restart as nest-kit's services do on SIGTERM. */
export interface DrainingReplica {
  url: string;
  /** `METHOD body` of every call it answered (health checks left out). */
  received: string[];
  /** Drains for `drainMs` (GET /health 503 `draining`, every answer closing its connection, still serving), closes, then listens again on the same port. */
  restart(drainMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startDrainingReplica(): Promise<DrainingReplica> {
  let draining = false;
  const received: string[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = { 'content-type': 'application/json', ...(draining ? { connection: 'close' } : {}) };
      if (request.url === '/health') {
        response.writeHead(draining ? 503 : 200, headers);
        response.end(JSON.stringify({ status: draining ? 'draining' : 'ok' }));
        return;
      }
      received.push(`${request.method} ${Buffer.concat(chunks).toString()}`);
      response.writeHead(200, headers);
      response.end('{"ok":true}');
    });
  };
  const listen = async (port: number): Promise<Server> => {
    const server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server = await listen(0);
  const { port } = server.address() as AddressInfo;
  const close = (): Promise<void> => new Promise((resolve) => server.close(() => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async restart(drainMs) {
      draining = true;
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      // Calls in progress finish; idle connections are closed.
      await close();
      draining = false;
      server = await listen(port);
    },
    close: () => {
      server.closeAllConnections();
      return close();
    },
  };
}
