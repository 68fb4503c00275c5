import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** Who sent a request and how they reached ClassHub: Fastify's `request.ip`, `request.protocol` and `request.host`. */
export interface ClientAddress {
  ip: string;
  protocol: string;
  host: string;
}

/** Fastify's rule for a header a proxy may have repeated: the last entry is the one the nearest proxy wrote. */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
}

function socketProtocol(request: IncomingMessage): string {
  return (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
}

/**
 * Works a request's client out as Fastify's `trustProxy` does with the same list (the API's forwarding runs before
 * Fastify sees the request): X-Forwarded-* count only from a trusted load balancer, and the client address is the
 * last one no trusted proxy wrote. With no list, the gateway is the edge and the socket says it all.
 */
export function clientAddressOf(trustedProxies: readonly string[]): (request: IncomingMessage) => ClientAddress {
  if (trustedProxies.length === 0) {
    return (request) => ({
      ip: request.socket.remoteAddress ?? '',
      protocol: socketProtocol(request),
      host: request.headers.host ?? '',
    });
  }
  const trusted = proxyAddr.compile([...trustedProxies]);
  return (request) => {
    const viaTrusted = trusted(request.socket.remoteAddress ?? '', 0);
    const forwardedProto = request.headers['x-forwarded-proto'];
    const forwardedHost = request.headers['x-forwarded-host'];
    return {
      ip: proxyAddr(request, trusted),
      protocol:
        viaTrusted && typeof forwardedProto === 'string' && forwardedProto
          ? lastEntry(forwardedProto)
          : socketProtocol(request),
      host:
        viaTrusted && typeof forwardedHost === 'string' && forwardedHost
          ? lastEntry(forwardedHost)
          : (request.headers.host ?? ''),
    };
  };
}
