import type { FastifyInstance } from 'fastify';

// A year, subdomains included: what HSTS preload lists ask for.
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Browsers that once reached the https origin never use plain http for it again; off when PUBLIC_URL is plain http. */
export function addStrictTransportSecurity(app: FastifyInstance, publicUrl: string): void {
  if (!publicUrl.startsWith('https://')) return;
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done(null, payload);
  });
}
