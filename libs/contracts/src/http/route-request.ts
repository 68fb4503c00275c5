import type { ROUTES } from './api-routes.js';
import { addressedRequest } from './addressed-request.js';
import { ROUTE_ADDRESSES } from './route-addresses.js';
import { type PathParams, type RouteBody, type RouteQuery, type RouteResponse } from './route-definition.js';

type Routes = typeof ROUTES;
export type ApiRouteName = keyof Routes;
/** What the declared route `N` takes as its body and answers: the clients' request and response types. */
export type DeclaredBody<N extends ApiRouteName> = RouteBody<Routes[N]>;
export type DeclaredResponse<N extends ApiRouteName> = RouteResponse<Routes[N]>;

/** What a call to route `N` supplies; method and path come from its declaration. */
export type RequestOptions<N extends ApiRouteName> = {
  query?: RouteQuery<Routes[N]>;
  // A route without a JSON body schema takes a multipart form (an image upload).
  body?: Routes[N] extends { body: object } ? DeclaredBody<N> : FormData;
} & (keyof PathParams<Routes[N]['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<Routes[N]['path']> });

/** The options may be left out when the route needs none of them (no path parameters). */
export type OptionsArgument<N extends ApiRouteName> =
  Record<never, never> extends RequestOptions<N> ? [options?: RequestOptions<N>] : [options: RequestOptions<N>];

/** A request as fetch wrappers take it (RTK Query's `FetchArgs`); the path below `/api`. */
export interface ApiRequest {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

/**
 * The request of the declared route `name`, e.g. `declaredRequest('selectClass', { body })`: method and path come
 * from ROUTE_ADDRESSES, the declarations without their schemas, so a page carries no route's zod schemas.
 */
export function declaredRequest<N extends ApiRouteName>(name: N, ...options: OptionsArgument<N>): ApiRequest {
  return addressedRequest(name, ROUTE_ADDRESSES[name], ...options);
}
