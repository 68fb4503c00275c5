import { jsonResponse } from '@classhub/remote-testing';
import type { WaitlistEntryDto } from '@classhub/web-query';

/** One request the page sent: method, path (still URL-encoded), query string and JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Answers one request: a response, or a promise of one to hold the page in a waiting state. */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs global fetch with a table of 'METHOD /api/path' → handler; anything else answers 404. Returns the list of
 * calls, in order, for asserting what was sent.
 */
export function stubApi(spy: jest.SpyInstance, routes: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  spy.mockImplementation(async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const call: ApiCall = {
      method: input.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : jsonResponse({ message: 'Not Found' }, 404);
  });
  return calls;
}

/** A response the test releases when it wants, to look at the page while a request is in flight. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

/** A place in a class's waitlist, as GET /api/waitlist lists it. */
export function waitlistEntry(fields: Partial<WaitlistEntryDto>): WaitlistEntryDto {
  return {
    _id: 'w1',
    classId: 'k1',
    className: 'Piano',
    classImage: '/api/media/classes/k1.webp',
    status: 'waiting',
    position: 1,
    waiting: 1,
    joinedAt: '2026-11-27T10:00:00.000Z',
    ...fields,
  };
}
