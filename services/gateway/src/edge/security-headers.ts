import type { OutgoingHttpHeaders } from 'node:http';
import type { RemoteRegistry } from '../static/remote-registry.js';
import type { RemoteEntry } from '../static/remotes.js';

// Stripe.js (mf-student's card form) loads from js.stripe.com, frames its card fields and calls api.stripe.com.
const STRIPE_SCRIPTS = 'https://js.stripe.com';
const STRIPE_FRAMES = 'https://js.stripe.com https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

// A year, subdomains included: what HSTS preload lists ask for.
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Origins of remotes deployed elsewhere (REMOTES_JSON with absolute URLs): their scripts, styles and manifests must load. */
export function remoteOrigins(remotes: readonly RemoteEntry[]): string[] {
  const origins = remotes
    .filter((remote) => /^https?:\/\//.test(remote.entry))
    .map((remote) => new URL(remote.entry).origin);
  return [...new Set(origins)];
}

export function contentSecurityPolicy(remotes: readonly RemoteEntry[]): string {
  const remote = remoteOrigins(remotes)
    .map((origin) => ` ${origin}`)
    .join('');
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

type HeaderList = ReadonlyArray<readonly [string, string]>;

function securityHeaders(contentSecurityPolicy: string): HeaderList {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['content-security-policy', contentSecurityPolicy],
  ];
}

/** What every API answer carries unless its service set the header itself. */
export const API_SECURITY_HEADERS: HeaderList = securityHeaders(API_CONTENT_SECURITY_POLICY);

/** Whether an answer is the API's (data) or the front end's (pages, scripts, styles): each has its own policy. */
export type AnswerKind = 'api' | 'page';

/**
 * The security headers of every answer the gateway gives, set where the answer did not set its own (a service's media
 * keeps its stricter CSP). The pages' CSP follows the remotes registry: it is worked out again whenever the list in
 * force changes. API answers get the short policy above, as the pages' one is several hundred bytes.
 */
export class SecurityHeaders {
  private policyFor: readonly RemoteEntry[] | undefined;
  private pageHeaders: HeaderList = [];

  constructor(
    private readonly remotes: RemoteRegistry,
    /** PUBLIC_URL is https: browsers that once reached it never use plain http for it again. */
    private readonly strictTransportSecurity: boolean,
  ) {}

  addTo(headers: OutgoingHttpHeaders, kind: AnswerKind): void {
    for (const [name, value] of kind === 'api' ? API_SECURITY_HEADERS : this.ofPages()) headers[name] ??= value;
    if (this.strictTransportSecurity) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  }

  private ofPages(): HeaderList {
    const list = this.remotes.current();
    if (list !== this.policyFor) {
      this.policyFor = list;
      this.pageHeaders = securityHeaders(contentSecurityPolicy(list));
    }
    return this.pageHeaders;
  }
}
