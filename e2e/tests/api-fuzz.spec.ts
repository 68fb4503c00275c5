import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { Agent } from 'node:http';
import { inBatches } from '../support/api-client.js';
import { ROLES, requestsFor, type FuzzRequest, type KnownValues } from '../support/fuzz/fuzz-requests.js';
import { INTERNAL_URLS, NOT_DECIMAL_NUMBERS } from '../support/fuzz/hostile-values.js';
import { knownValues } from '../support/fuzz/known-values.js';
import { findLeak } from '../support/fuzz/leaks.js';
import { loadOperations } from '../support/fuzz/openapi-operations.js';
import { sendRequest } from '../support/fuzz/send-request.js';
import { startTestPlatformWithGoogle, type RunningPlatform } from '../support/test-platform.js';

// Deterministic by default; FUZZ_SEED picks another run, FUZZ_RUNS the requests per operation and caller.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 14);
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 30_000;

/** Paths no operation documents: traversal out of the API and the media folders, odd spellings of real calls. */
const PROBES = [
  '/media/users/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/media/classes/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  '/media/users/....//....//etc/passwd',
  '/media/classes/..\\..\\..\\package.json',
  '/../../../etc/passwd',
  '/%2e%2e/%2e%2e/package.json',
  '/webhooks/..%5c..%5cetc%5cpasswd',
  '//jwt',
  '/jwt/',
  '/JWT',
  '/openapi.yaml/..%2f..%2fpackage.json',
  `/${'a/'.repeat(2500)}`,
  `/userprofile/${'%00'.repeat(50)}`,
  '/classes/%ff%fe/detail',
].flatMap((url) =>
  ['GET', 'POST'].map((method): FuzzRequest => ({
    operation: `probe ${url.slice(0, 60)}`,
    role: 'anonymous',
    method,
    url,
  })),
);

interface Failure {
  request: string;
  problem: string;
  excerpt: string;
}

test.describe('API fuzz (docs/api/openapi.yaml)', () => {
  test.describe.configure({ timeout: 300_000 });
  let platform: RunningPlatform | undefined;
  let known: KnownValues;

  test.beforeAll(async () => {
    platform = await startTestPlatformWithGoogle('fuzz');
    known = await knownValues(platform.baseUrl);
  });

  test.afterAll(async () => {
    await platform?.remove();
  });

  test('every operation, four callers, hostile input: no 5xx, no stack trace, SQL or file path in any answer', async () => {
    const baseUrl = platform!.baseUrl;
    const operations = loadOperations();
    const requests = [
      ...operations.flatMap((operation, index) =>
        ROLES.flatMap((role, roleIndex) =>
          fc.sample(requestsFor(operation, role, known), {
            seed: SEED + index * ROLES.length + roleIndex,
            numRuns: RUNS,
          }),
        ),
      ),
      ...PROBES,
    ];

    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const statuses = new Map<number, number>();
    const failures: Failure[] = [];
    const started = performance.now();
    await inBatches(requests, CONCURRENCY, async (request) => {
      const summary = `${request.method} /api${request.url.slice(0, 160)} as ${request.role} (${request.operation})`;
      try {
        const answer = await sendRequest(baseUrl, request, agent, REQUEST_TIMEOUT_MS);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const leak = findLeak(answer.body);
        if (answer.status >= 500)
          failures.push({ request: summary, problem: `answered ${answer.status}`, excerpt: answer.body.slice(0, 300) });
        if (leak) failures.push({ request: summary, problem: `leaked ${leak}`, excerpt: answer.body.slice(0, 300) });
      } catch (error) {
        failures.push({ request: summary, problem: 'no answer', excerpt: String(error) });
      }
    });
    agent.destroy();

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `fuzz seed ${SEED}: ${requests.length} requests over ${operations.length} operations × ${ROLES.length} callers in ${seconds} s; ${byStatus}`,
    );
    expect(
      failures,
      failures
        .slice(0, 20)
        .map((failure) => `${failure.problem}: ${failure.request}\n    ${failure.excerpt}`)
        .join('\n'),
    ).toEqual([]);
  });

  // Beside the random run, the cases of decision 0033 with the answer each must get: a 400 naming the field.
  test('refuses numbers outside decimal notation and URLs into private networks, with a 400 naming the field', async () => {
    const api = `${platform!.baseUrl}/api`;
    const send = async (method: string, path: string, token: string | undefined, body?: object) => {
      const response = await fetch(`${api}${path}`, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body && { 'content-type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      });
      const answer = (await response.json()) as { message?: string; errors?: { field: string }[] };
      return {
        status: response.status,
        message: answer.message ?? '',
        fields: (answer.errors ?? []).map((e) => e.field),
      };
    };
    const wrong: string[] = [];
    const expect400 = (what: string, answer: { status: number; message: string; fields: string[] }, field: string) => {
      if (answer.status !== 400 || !(answer.fields.includes(field) || answer.message.startsWith(field)))
        wrong.push(`${what}: ${answer.status} ${answer.message}`);
    };
    const instructor = known.callers.instructor.token;
    const newClass = {
      className: 'Notation Check',
      availableSeats: 5,
      price: 10,
      classImage: '/api/media/classes/x.png',
    };
    for (const text of NOT_DECIMAL_NUMBERS) {
      expect400(
        `price ${JSON.stringify(text)}`,
        await send('POST', '/classes', instructor, { ...newClass, price: text }),
        'price',
      );
      expect400(
        `availableSeats ${JSON.stringify(text)}`,
        await send('POST', '/classes', instructor, { ...newClass, availableSeats: text }),
        'availableSeats',
      );
      for (const name of ['minPrice', 'page', 'pageSize'])
        expect400(
          `${name}=${JSON.stringify(text)}`,
          await send('GET', `/approvedclass?${name}=${encodeURIComponent(text)}`, undefined),
          name,
        );
    }
    const student = known.callers.student;
    const profile = { name: 'Fuzz Student', email: student.email, photo: '' };
    for (const url of INTERNAL_URLS) {
      for (const field of ['photo', 'website'])
        expect400(
          `${field} ${url}`,
          await send('PUT', `/updateprofile/${student.id}`, student.token, { ...profile, [field]: url }),
          field,
        );
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
