import type * as z from 'zod/mini';
import type { UserRole } from '../identity/user-roles.js';
import type { ServiceName } from '../services.js';

/**
 * Who answers a route: a service behind the gateway, or the gateway itself (the live seat stream, decision 0039),
 * which the gateway's forwarding table leaves out.
 */
export type RouteOwner = ServiceName | 'gateway';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, as the API description says it (`x-access`). `session`: the holder of the session cookie;
 * `authenticated`: any valid bearer token; `self`: a bearer token, about the caller's own account (checked by the
 * handler); `self-or-admin`: oneself, or anyone for an admin; the rest name the role the caller must hold now.
 */
export const ROUTE_ACCESS = [
  'public',
  'session',
  'authenticated',
  'self',
  'self-or-admin',
  'admin',
  'instructor',
  'instructor-or-admin',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** The roles each role-bound access admits; the others admit every role once signed in, or anyone. */
const ACCESS_ROLES: Partial<Record<RouteAccess, readonly UserRole[]>> = {
  admin: ['admin'],
  instructor: ['instructor'],
  'instructor-or-admin': ['instructor', 'admin'],
};
const SIGNED_IN: readonly RouteAccess[] = [
  'authenticated',
  'self',
  'self-or-admin',
  'admin',
  'instructor',
  'instructor-or-admin',
];

/** `:name` segments of a Fastify path, as an object of strings: `'/classes/:id/detail'` → `{ id: string }`. */
export type PathParams<TPath extends string> = TPath extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : TPath extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

/** A response body's type without a schema, carried by the declaration for clients; the value itself is never read. */
export interface ResponseType<T> {
  readonly __response?: T;
}

/**
 * Declares, by type only, the body of a route whose answer no JSON schema describes (no body at all); a JSON answer is
 * declared by its zod schema instead.
 */
export function responseOf<T>(): ResponseType<T> {
  return {};
}

/** What a route's author writes; `name` and `owner` come from the list it is declared in. */
export interface RouteSpec<TMethod extends HttpMethod = HttpMethod, TPath extends string = string> {
  readonly method: TMethod;
  /** Below `/api`, in Fastify syntax (`:id`); the public contract, kept byte for byte. */
  readonly path: TPath;
  readonly access: RouteAccess;
  /** Narrows `access` to callers whose current role is listed (the guard checks it). */
  readonly roles?: readonly UserRole[];
  /** One of the original product's calls, whose path and field names are frozen. */
  readonly spec?: boolean;
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  /**
   * The success answer's JSON body: its schema describes it for the API description and types it for clients (its
   * output); answers are never parsed with it, so they stay as the handler gives them.
   */
  readonly response?: z.core.$ZodType | ResponseType<unknown>;
}

export interface RouteDefinition<
  TName extends string = string,
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
> extends RouteSpec<TMethod, TPath> {
  /** Unique across the API; the OpenAPI operationId. */
  readonly name: TName;
  readonly owner: RouteOwner;
}

/**
 * A path prefix forwarded whole to its owner, every method included (`/auth/*`): used where the owner answers paths
 * the gateway must not know one by one (an OpenID callback, a provider's webhooks forwarded byte for byte).
 */
export interface RoutePrefix {
  /** Ends in `/*`. */
  readonly path: string;
  readonly owner: ServiceName;
}

/** The prefix every route carries on the public origin; declarations leave it out. */
export const API_PREFIX = '/api';

const PATH_PATTERN = /^(\/(?:[\w.-]+|:[a-zA-Z]\w*))+$/;

export function defineRoute<const TName extends string, const TMethod extends HttpMethod, const TPath extends string>(
  route: RouteSpec<TMethod, TPath> & { name: TName; owner: RouteOwner },
): RouteDefinition<TName, TMethod, TPath> {
  if (!PATH_PATTERN.test(route.path) || route.path.startsWith(`${API_PREFIX}/`)) {
    throw new Error(
      `Invalid route path "${route.path}" for ${route.name}: expected /segment or /:param segments, e.g. /classes/:id/detail`,
    );
  }
  if (route.roles && !SIGNED_IN.includes(route.access))
    throw new Error(`${route.name}: roles need a signed-in access, not ${route.access}`);
  return Object.freeze({ ...route });
}

type DeclaredRoutes<TRoutes extends Record<string, RouteSpec>> = {
  readonly [K in keyof TRoutes & string]: RouteDefinition<K, TRoutes[K]['method'], TRoutes[K]['path']> &
    Omit<TRoutes[K], 'method' | 'path'>;
};

/** One owner's routes, each named by its key. */
export function defineRoutes<const TRoutes extends Record<string, RouteSpec>>(
  owner: RouteOwner,
  routes: TRoutes,
): DeclaredRoutes<TRoutes> {
  return Object.freeze(
    Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, defineRoute({ ...route, name, owner })])),
  ) as DeclaredRoutes<TRoutes>;
}

export function defineRoutePrefix(owner: ServiceName, path: string): RoutePrefix {
  if (!path.endsWith('/*') || !PATH_PATTERN.test(path.slice(0, -2)))
    throw new Error(`Invalid route prefix "${path}": expected /segment/*`);
  return Object.freeze({ path, owner });
}

/** Whether `route` falls under `prefix` (`/auth/login` under `/auth/*`; `/media/users` is not under `/media/users/*`). */
export function isUnderPrefix(route: Pick<RouteDefinition, 'path'>, prefix: RoutePrefix): boolean {
  return route.path.startsWith(prefix.path.slice(0, -1));
}

/** What the service's guard checks: nothing, a valid bearer token, or a token of a user holding one of `roles` now. */
export function routeGuard(route: Pick<RouteDefinition, 'access' | 'roles'>): {
  signedIn: boolean;
  roles: readonly UserRole[];
} {
  return { signedIn: SIGNED_IN.includes(route.access), roles: route.roles ?? ACCESS_ROLES[route.access] ?? [] };
}

export type RouteParams<R extends RouteDefinition> = PathParams<R['path']>;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends z.core.$ZodType
  ? z.input<R['query']>
  : undefined;
export type RouteBody<R extends RouteDefinition> = R['body'] extends z.core.$ZodType ? z.input<R['body']> : undefined;
export type RouteResponse<R extends RouteDefinition> = R['response'] extends z.core.$ZodType
  ? z.output<R['response']>
  : R['response'] extends ResponseType<infer T>
    ? T
    : unknown;

/** A Fastify path with its `:name` segments filled from `params`, each URL-encoded. */
export function fillPath<TPath extends string>(path: TPath, params: PathParams<TPath>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The concrete path of `route` (`/classes/:id/detail` with `{ id }`). */
export function routePath<R extends RouteDefinition>(route: R, params: RouteParams<R>): string {
  return fillPath(route.path, params);
}
