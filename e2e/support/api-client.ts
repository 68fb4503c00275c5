import {
  apiClient,
  createApprovedClass as createApprovedClassVia,
  registerStudent,
  signIn,
  until,
  type ApiUser,
  type CallArgs,
  type RouteOf,
  type RouteTarget,
} from '@classhub/api-client';
import { API_PREFIX, ROUTES, routePath, type RouteDefinition, type RouteParams } from '@classhub/contracts';
import { DEMO, DEMO_PASSWORD } from './session.js';

export { apiClient, inBatches, type ApiClient, type ApiUser } from '@classhub/api-client';

/**
 * A declared route's URL on the origin (`/api/...`), its path parameters filled in: for Playwright's own requests,
 * which carry the page's cookies, and for matching the calls a page makes.
 */
export function apiUrl<R extends RouteDefinition>(route: R, params?: RouteParams<R>): string {
  return `${API_PREFIX}${routePath(route, params ?? ({} as RouteParams<R>))}`;
}

/** A declared route (`ROUTES.x` of libs/contracts, or its name) called with its method, its filled path and its answer type. */
export function callRoute<T extends RouteTarget>(baseUrl: string, route: T, ...options: CallArgs<RouteOf<T>>) {
  return apiClient(baseUrl).call(route, ...options);
}

/** Signs a demo account in through the API and returns its access token. */
export function signInApi(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<ApiUser> {
  return signIn(apiClient(baseUrl), email, password);
}

/**
 * Registers a new student through the API and returns their access token. With `mailUrl` (a platform's mail catcher)
 * their address is proved first with the link mailed there (decision 0037): only then may they pay.
 */
export function registerStudentApi(baseUrl: string, label: string, mailUrl?: string): Promise<ApiUser> {
  return registerStudent(apiClient(baseUrl), label, { mailUrl });
}

/** An instructor adds a class with a real image and an admin approves it; returns the class id. */
export function createApprovedClass(
  baseUrl: string,
  instructor: ApiUser,
  admin: ApiUser,
  fields: { className: string; availableSeats: number; price: number },
): Promise<string> {
  return createApprovedClassVia(apiClient(baseUrl), instructor, admin, fields);
}

/**
 * A new approved class of the demo instructor (approved by the demo admin), for a test that needs a class of its own
 * so the demo data other tests read stays as it is; returns its id.
 */
export async function createDemoClass(
  baseUrl: string,
  fields: { className: string; availableSeats: number; price: number },
): Promise<string> {
  const [instructor, admin] = await Promise.all([signInApi(baseUrl, DEMO.instructor), signInApi(baseUrl, DEMO.admin)]);
  return createApprovedClass(baseUrl, instructor, admin, fields);
}

/** Polls `probe` until it returns true (or fails after `timeoutMs`). */
export function eventually(probe: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  return until(probe, what, timeoutMs, 200);
}

/** The student's cart item for the class (POST /selected), once payments has heard the class is approved. */
export async function selectWhenListed(baseUrl: string, student: ApiUser, classId: string): Promise<string> {
  let selectionId = '';
  await eventually(async () => {
    const answer = await apiClient(baseUrl).call(ROUTES.selectClass, {
      token: student.token,
      body: { classId, email: student.email },
    });
    if (answer.status === 201) selectionId = answer.body.insertedId;
    return answer.status === 201;
  }, `payments to list class ${classId}`);
  return selectionId;
}
