import type { ServiceName } from '@classhub/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every method the gateway forwards; a prefix row (path ending in `/*`) with method ANY takes them all. */
export const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface ApiRoute {
  /** `ANY` forwards every method (used by prefix rows such as `/auth/*`). */
  method: HttpMethod | 'ANY';
  /** Path below `/api`, in Fastify syntax: `:param` for one segment, a trailing `/*` for a prefix. */
  path: string;
  service: ServiceName;
}

/**
 * The calls of the product spec (§7), owned per ARCHITECTURE §2. These paths are the public API contract:
 * they stay exactly as the spec writes them. The spec leaves three paths unnamed (popular classes,
 * popular instructors, all instructors); ARCHITECTURE §2 names them.
 */
export const SPEC_ROUTES: readonly ApiRoute[] = [
  // Session and users
  { method: 'POST', path: '/jwt', service: 'identity' },
  { method: 'GET', path: '/users', service: 'identity' },
  { method: 'POST', path: '/users', service: 'identity' },
  { method: 'PATCH', path: '/users/admin/:id', service: 'identity' },
  { method: 'PATCH', path: '/users/instructor/:id', service: 'identity' },
  { method: 'GET', path: '/users/admin/:email', service: 'identity' },
  { method: 'GET', path: '/users/instructor/:email', service: 'identity' },
  { method: 'GET', path: '/userprofile/:email', service: 'identity' },
  { method: 'GET', path: '/getprofileinfo/:id', service: 'identity' },
  { method: 'PUT', path: '/updateprofile/:id', service: 'identity' },
  { method: 'GET', path: '/instructors', service: 'identity' },
  { method: 'GET', path: '/popularinstructors', service: 'identity' },
  // Classes
  { method: 'GET', path: '/approvedclass', service: 'classes' },
  { method: 'GET', path: '/classes', service: 'classes' },
  { method: 'GET', path: '/classes/:email', service: 'classes' },
  { method: 'POST', path: '/classes', service: 'classes' },
  { method: 'PATCH', path: '/classe/approved/:id', service: 'classes' },
  { method: 'PATCH', path: '/classe/denied/:id', service: 'classes' },
  { method: 'PUT', path: '/feedback/:id', service: 'classes' },
  { method: 'PUT', path: '/updateClass/:id', service: 'classes' },
  { method: 'GET', path: '/popularclass', service: 'classes' },
  // Selection and payment
  { method: 'POST', path: '/selected', service: 'payments' },
  { method: 'GET', path: '/selected/:email', service: 'payments' },
  { method: 'GET', path: '/select/:id', service: 'payments' },
  { method: 'DELETE', path: '/selected/:id', service: 'payments' },
  { method: 'POST', path: '/create-payment-intent', service: 'payments' },
  { method: 'POST', path: '/payment', service: 'payments' },
  { method: 'GET', path: '/payment', service: 'payments' },
  { method: 'GET', path: '/instructorpayment', service: 'payments' },
  { method: 'GET', path: '/allpayment', service: 'payments' },
];

/** ClassHub's own paths beyond the spec (ARCHITECTURE §2: new capabilities get new, well-named paths). Add rows here. */
export const PLATFORM_ROUTES: readonly ApiRoute[] = [
  // Sign-up, sign-in, refresh and Google (OIDC) endpoints replacing the spec's external identity provider.
  { method: 'ANY', path: '/auth/*', service: 'identity' },
  { method: 'GET', path: '/.well-known/jwks.json', service: 'identity' },
  { method: 'ANY', path: '/media/users/*', service: 'identity' },
  { method: 'POST', path: '/media/users', service: 'identity' }, // profile picture upload (a prefix row needs a segment after it)
  { method: 'ANY', path: '/media/classes/*', service: 'classes' },
  { method: 'POST', path: '/media/classes', service: 'classes' }, // class image upload
  { method: 'GET', path: '/classes/:id/detail', service: 'classes' }, // one approved class, for its detail page
  { method: 'GET', path: '/payment-config', service: 'payments' }, // which card form the browser shows
  { method: 'POST', path: '/test-provider/confirm', service: 'payments' }, // the built-in test provider's card confirmation
  { method: 'POST', path: '/enrol-free', service: 'payments' }, // joining a free class, without a card
  // The home page's contact form, and the admins' inbox of its messages (docs/decisions/0012).
  { method: 'POST', path: '/contact', service: 'identity' },
  { method: 'GET', path: '/contact-messages', service: 'identity' },
  { method: 'PATCH', path: '/contact-messages/:id', service: 'identity' },
  // Payment provider callbacks: forwarded byte for byte so their signatures still verify.
  { method: 'ANY', path: '/webhooks/*', service: 'payments' },
];

/** Everything the gateway forwards. `/api<path>` goes to `<service URL><path>`. */
export const ROUTE_TABLE: readonly ApiRoute[] = [...SPEC_ROUTES, ...PLATFORM_ROUTES];

/** The prefix every forwarded path carries on the public origin, stripped before forwarding. */
export const API_PREFIX = '/api';

/** Whether `url` is under the API's prefix: `/api`, `/api/…` or `/api?…`. */
export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
