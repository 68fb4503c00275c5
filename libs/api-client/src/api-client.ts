import {
  ROUTES,
  routePath,
  type ApiRouteName,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@classhub/contracts';
import {
  sendRequest,
  type ApiAnswer,
  type ClientOptions,
  type RawRequestOptions,
  type RequestOptions,
} from './api-request.js';

type Routes = typeof ROUTES;
/** A declared route, or its name in `ROUTES`. */
export type RouteTarget = RouteDefinition | ApiRouteName;
export type RouteOf<T extends RouteTarget> = T extends ApiRouteName ? Routes[T] : T;

/** A route without a JSON body schema takes a multipart form (an image upload), or nothing. */
type BodyOf<R extends RouteDefinition> = R extends { body: object } ? RouteBody<R> : FormData;

/** What a call of route `R` takes: its path parameters (required when its path has some), query and body, typed. */
export type CallOptions<R extends RouteDefinition> = RequestOptions & {
  query?: RouteQuery<R>;
  body?: BodyOf<R>;
} & (keyof RouteParams<R> extends never ? { params?: undefined } : { params: RouteParams<R> });

/** The options of a call of `R`, which may be left out when its path has no parameters. */
export type CallArgs<R extends RouteDefinition> = keyof RouteParams<R> extends never
  ? [options?: CallOptions<R>]
  : [options: CallOptions<R>];

export interface ApiClient {
  /** Calls a declared route: its method, its path with `params` filled in, and its answer typed as declared. */
  call<T extends RouteTarget>(
    route: T,
    ...options: CallArgs<RouteOf<T>>
  ): Promise<ApiAnswer<RouteResponse<RouteOf<T>>>>;
  /** Any method and path below `/api`, for probes and requests no route declares (hostile ones, say). */
  request<T = unknown>(method: string, path: string, options?: RawRequestOptions): Promise<ApiAnswer<T>>;
}

/** A client of the API at `baseUrl` (the gateway's origin, e.g. http://127.0.0.1:3000). */
export function apiClient(baseUrl: string, options: ClientOptions = {}): ApiClient {
  const base = baseUrl.replace(/\/$/, '');
  const request = <T>(method: string, path: string, requestOptions: RawRequestOptions = {}) =>
    sendRequest<T>(base, method, path, requestOptions, options);
  return {
    request,
    async call(target, ...[callOptions]) {
      const route: RouteDefinition =
        typeof target === 'string' ? ROUTES[target as ApiRouteName] : (target as RouteDefinition);
      const { params, query, ...rest } = (callOptions ?? {}) as RawRequestOptions & { params?: Record<string, string> };
      return request(route.method, routePath(route, params ?? {}), {
        ...rest,
        query: query as Record<string, unknown> | undefined,
      });
    },
  };
}
