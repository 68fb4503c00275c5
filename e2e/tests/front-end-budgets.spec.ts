import { gzipSync } from 'node:zlib';
import { expect, test, type Browser } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { apiUrl } from '../support/api-client.js';
import { DEMO, DEMO_PASSWORD } from '../support/session.js';

/**
 * The JavaScript each kind of page costs a first-time visitor (empty cache), counted as the issue that set the
 * budgets counts it: every script's bytes gzip-compressed with zlib level 6, whatever the wire encoding, so figures
 * compare like with like. Prints the table and fails a route over its budget. Bytes and counts, not timings: it cannot
 * flake.
 */
interface Budget {
  path: string;
  who: 'visitor' | keyof typeof DEMO;
  heading: RegExp;
  maxGzipKb: number;
  maxRequests: number;
}

const BUDGETS: Budget[] = [
  { path: '/', who: 'visitor', heading: /Welcome to ClassHub/, maxGzipKb: 200, maxRequests: 10 },
  // Once the catalogue holds more than one page of classes (as it does after other specs add theirs), /classes also
  // loads the pager's chunk (0.7 KB): its budget allows that one file more, whatever order the specs ran in.
  { path: '/classes', who: 'visitor', heading: /All Classes/, maxGzipKb: 201, maxRequests: 11 },
  { path: '/instructors', who: 'visitor', heading: /Our Instructors/, maxGzipKb: 200, maxRequests: 10 },
  { path: '/login', who: 'visitor', heading: /Login Now/, maxGzipKb: 150, maxRequests: 10 },
  {
    path: '/dashboard/myselectedclass',
    who: 'student',
    heading: /My Selected Classes/,
    maxGzipKb: 220,
    maxRequests: 14,
  },
  { path: '/dashboard/addclasses', who: 'instructor', heading: /Add A Class/, maxGzipKb: 220, maxRequests: 14 },
  { path: '/dashboard/manageclasses', who: 'admin', heading: /Manage Classes/, maxGzipKb: 220, maxRequests: 14 },
];

interface Weight {
  requests: number;
  rawKb: number;
  gzipKb: number;
  /** The heaviest files, to say where the bytes are when a budget breaks. */
  heaviest: string[];
}

async function weigh(browser: Browser, baseURL: string, budget: Budget): Promise<Weight> {
  const context = await browser.newContext({ baseURL });
  if (budget.who !== 'visitor') {
    const answer = await context.request.post(apiUrl(ROUTES.login), {
      data: { email: DEMO[budget.who], password: DEMO_PASSWORD },
    });
    expect(answer.status()).toBe(200);
  }
  const page = await context.newPage();
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(budget.path);
  await expect(page.getByRole('heading', { level: 1, name: budget.heading }).first()).toBeAttached();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(scripts)).map(({ url, body }) => ({
    path: new URL(url).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 6 }).length,
  }));
  await context.close();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    requests: files.length,
    rawKb: kb(files.reduce((sum, file) => sum + file.raw, 0)),
    gzipKb: kb(files.reduce((sum, file) => sum + file.gzip, 0)),
    heaviest: files
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((file) => `${kb(file.gzip)} KB ${file.path}`),
  };
}

/** Every e2e run holds each route to its number of scripts and its bytes, and prints the table. */

test('every kind of page stays within its JavaScript budget', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const rows: string[] = [];
  const over: string[] = [];
  for (const budget of BUDGETS) {
    const weight = await weigh(browser, baseURL!, budget);
    const ok = weight.requests <= budget.maxRequests && weight.gzipKb <= budget.maxGzipKb;
    rows.push(
      `${budget.path.padEnd(28)} ${String(weight.requests).padStart(3)} JS files  ${String(weight.rawKb).padStart(7)} KB raw  ` +
        `${String(weight.gzipKb).padStart(6)} KB gzip   budget ${budget.maxGzipKb} KB / ${budget.maxRequests} files  ${ok ? 'ok' : 'OVER'}`,
    );
    if (!ok) over.push(budget.path);
    rows.push(`    heaviest: ${weight.heaviest.join(', ')}`);
  }
  console.log(`JavaScript per route (empty cache, gzip level 6):\n${rows.join('\n')}`);
  expect(over, 'routes over budget').toEqual([]);
});
