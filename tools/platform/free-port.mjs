// Ports for the processes a test or benchmark starts (services, gateway, NATS), handed out before they listen.
import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * The first port of the kernel's range for outgoing connections (32768 on Linux by default). A port the OS picked for
 * listen(0) and released comes from that range, so any connection made on the machine before the child listens (a
 * pool's connection to PostgreSQL, a NATS client) may take it: it happened to a gateway once. The platform's ports are
 * picked below it.
 */
function ephemeralLow() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}
const EPHEMERAL_LOW = ephemeralLow();
const PORTS = { low: EPHEMERAL_LOW - 12_000, high: EPHEMERAL_LOW };
const handedOut = new Set();

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on, outside the range outgoing connections are given, never handed out twice by this process. */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORTS.low + Math.floor(Math.random() * (PORTS.high - PORTS.low));
    if (handedOut.has(port) || !(await isFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${PORTS.low} and ${PORTS.high}`);
}
