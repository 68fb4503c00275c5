import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../routing/route-table.js';
import type { RemoteRegistry } from '../static/remote-registry.js';
import type { RemoteEntry } from '../static/remotes.js';

// Stripe.js (mf-student's card form) loads from js.stripe.com, frames its card fields and calls api.stripe.com.
const STRIPE_SCRIPTS = 'https://js.stripe.com';
const STRIPE_FRAMES = 'https://js.stripe.com https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/** Origins of remotes deployed elsewhere (REMOTES_JSON with absolute URLs): their scripts, styles and manifests must load. */
export function remoteOrigins(remotes: readonly RemoteEntry[]): string[] {
  const origins = remotes.filter((remote) => /^https?:\/\//.test(remote.entry)).map((remote) => new URL(remote.entry).origin);
  return [...new Set(origins)];
}

export function contentSecurityPolicy(remotes: readonly RemoteEntry[]): string {
  const remote = remoteOrigins(remotes).map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${remote} ${STRIPE_SCRIPTS}`,
    // styled-components injects <style> elements at run time.
    `style-src 'self' 'unsafe-inline'${remote}`,
    // Class and profile pictures may be hosted anywhere over https.
    `img-src 'self' data: blob: https:${remote}`,
    `font-src 'self' data:${remote}`,
    `connect-src 'self'${remote} ${STRIPE_API}`,
    `frame-src ${STRIPE_FRAMES}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * An API answer is data, never a page: nothing in it may load or run, nor may it be framed (the OWASP REST Security
 * Cheat Sheet's policy). A service's media sets its own.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Headers = ReadonlyArray<readonly [string, string]>;

/** What every API answer carries unless its service set the header itself. */
export const API_SECURITY_HEADERS: Headers = securityHeaders(API_CONTENT_SECURITY_POLICY);

function securityHeaders(contentSecurityPolicy: string): Headers {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['content-security-policy', contentSecurityPolicy],
  ];
}

/**
 * Adds the security headers to every answer that does not set its own (a service's media keeps its stricter CSP). The
 * pages' CSP follows the remotes registry: it is worked out again whenever the list in force changes. API answers get
 * the short policy above: the pages' one is several hundred bytes, written again for every call otherwise.
 */
export function addSecurityHeaders(app: FastifyInstance, remotes: RemoteRegistry): void {
  let policyFor: readonly RemoteEntry[] | undefined;
  let pageHeaders: Headers = [];
  app.addHook('onSend', (request, reply, payload, done) => {
    let headers = API_SECURITY_HEADERS;
    if (!isApiPath(request.url)) {
      const list = remotes.current();
      if (list !== policyFor) {
        policyFor = list;
        pageHeaders = securityHeaders(contentSecurityPolicy(list));
      }
      headers = pageHeaders;
    }
    for (const [name, value] of headers) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
