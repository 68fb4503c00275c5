import type { FastifyRequest } from 'fastify';

/**
 * The address of the browser behind a request. Services listen only behind the gateway, which appends the address it
 * saw to X-Forwarded-For; the last entry is therefore the one a client cannot forge (earlier ones it can).
 */
export function clientIp(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? request.ip;
}
