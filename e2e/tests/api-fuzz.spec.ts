import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { Agent } from 'node:http';
import { inBatches } from '../support/api-client.js';
import { ROLES, requestsFor, type FuzzRequest } from '../support/fuzz/fuzz-requests.js';
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

  test.beforeAll(async () => {
    platform = await startTestPlatformWithGoogle('fuzz');
  });

  test.afterAll(async () => {
    await platform?.remove();
  });

  test('every operation, four callers, hostile input: no 5xx, no stack trace, SQL or file path in any answer', async () => {
    const baseUrl = platform!.baseUrl;
    const known = await knownValues(baseUrl);
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
});
