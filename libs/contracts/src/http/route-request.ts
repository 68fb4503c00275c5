import type { ROUTES } from './api-routes.js';
import { fillPath, type PathParams, type RouteBody, type RouteQuery, type RouteResponse } from './route-definition.js';

type Routes = typeof ROUTES;
export type ApiRouteName = keyof Routes;
/** What the declared route `N` takes as its body and answers: the clients' request and response types. */
export type DeclaredBody<N extends ApiRouteName> = RouteBody<Routes[N]>;
export type DeclaredResponse<N extends ApiRouteName> = RouteResponse<Routes[N]>;

type RequestOf<N extends ApiRouteName> = {
  method: Routes[N]['method'];
  path: Routes[N]['path'];
  query?: RouteQuery<Routes[N]>;
  // A route without a JSON body schema takes a multipart form (an image upload).
  body?: Routes[N] extends { body: object } ? DeclaredBody<N> : FormData;
} & (keyof PathParams<Routes[N]['path']> extends never ? { params?: undefined } : { params: PathParams<Routes[N]['path']> });

/** A request as fetch wrappers take it (RTK Query's `FetchArgs`); the path below `/api`. */
export interface ApiRequest {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

/**
 * The request of the declared route `N`, e.g. `declaredRequest<'selectClass'>({ method: 'POST', path: '/selected',
 * body })`. Method and path are written out because importing the declarations would bring every route's schemas
 * into a page; the compiler holds them to the declaration, so a changed route stops compiling where it is called.
 */
export function declaredRequest<N extends ApiRouteName>(request: RequestOf<N>): ApiRequest {
  const { method, path, params, query, body } = request as RequestOf<N> & { params?: PathParams<string> };
  return {
    url: params ? fillPath(path, params) : path,
    ...(method === 'GET' ? {} : { method }),
    ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
    ...(body === undefined ? {} : { body }),
  };
}
