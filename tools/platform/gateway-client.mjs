// Calls a running platform's API through its gateway, as a browser or a script would: accounts, a class, cart items.
// The benchmarks' and the launcher's face of @classhub/api-client; loopback targets only.
import { apiClient, createApprovedClass, registerStudent, selectForAll, signIn } from '@classhub/api-client';

import { sleep } from '@classhub/api-client';

export { cookieFrom, DEMO_PASSWORD, inBatches, sleep, until } from '@classhub/api-client';

/** A registration answered by a busy or restarting platform (no answer, 502/503/504) is tried again, this often. */
const REGISTER_TRIES = 5;
const REGISTER_RETRY_MS = 1000;

/**
 * A new student, registered again (a fresh account) when the platform was too busy to answer: identity sheds load
 * with a 503 while a machine running several platforms at once is saturated, which is no part of what is measured.
 */
async function registeredStudent(client, label, mailUrl) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await registerStudent(client, label, { mailUrl });
    } catch (error) {
      if (attempt >= REGISTER_TRIES || !/^register \S+: (0|502|503|504) /.test(error.message)) throw error;
      await sleep(REGISTER_RETRY_MS);
    }
  }
}

/** Throws unless `url` is on this machine: load and fault traffic never leaves loopback. */
export function assertLoopback(url) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/?$/.test(url))
    throw new Error(`Refusing a non-loopback target: ${url}`);
  return url.replace(/\/$/, '');
}

/**
 * @param {string} gateway  e.g. http://127.0.0.1:3000
 * @param {{ mailUrl?: string }} [options]  the platform's mail catcher: new students prove their address with the link
 *   mailed there, so they may pay (decision 0037); without it they stay unverified (browse and select only)
 * @returns a client whose `call(ROUTES.x, options)` (a declared route) and `api(method, path, options)` (any path, for
 *   probes) answer `{ status, body, headers }`; a network failure (the gateway down or restarting) answers status 0
 *   instead of throwing, so callers can treat it like a 503.
 */
export function gatewayClient(gateway, { mailUrl } = {}) {
  const client = apiClient(assertLoopback(gateway), { networkFailure: 'answer' });
  return {
    api: client.request,
    call: client.call,
    /** `{ id, email, name, token }` of the account. */
    signIn: (email, password) => signIn(client, email, password),
    /** A new student named after `label` (their address proved when `mailUrl` is given), signed in: `{ id, email, name, token }`. */
    registerStudent: (label) => registeredStudent(client, label, mailUrl),
    /** An instructor adds a class with a real image and an admin approves it; answers the class id. */
    createApprovedClass: (instructor, admin, fields) => createApprovedClass(client, instructor, admin, fields),
    /** Puts the class in each student's cart once payments has heard it is approved; answers the cart item ids. */
    selectForAll: (students, classId) => selectForAll(client, students, classId),
  };
}
