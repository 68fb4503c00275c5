import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { apiUrl } from '../support/api-client.js';
import { startFaultyHost, type FaultyHost, type RemoteFault } from '../support/faulty-host.js';
import { moveRemote } from '../support/remotes-registry.js';
import { DEMO, DEMO_PASSWORD } from '../support/session.js';

// A remote that cannot be had shows its area's fallback within this long after navigation, whatever the failure.
const FALLBACK_WITHIN_MS = 3_000;
const UNAVAILABLE = 'This part of ClassHub is unavailable right now';

let host: FaultyHost;

test.beforeAll(async ({ baseURL }) => {
  host = await startFaultyHost(baseURL!);
});

test.afterAll(async () => {
  await host.close();
});

/** Every console warning or error the page logs, to check the retries do not warn about re-registering. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

/**
 * Serves remote `folder` (Module Federation name `name`) from the faulty host while the test runs: the registry the
 * gateway watches is changed, no restart; the CSP follows.
 */
async function withRemoteOnFaultyHost(page: Page, folder: string, run: () => Promise<void>): Promise<void> {
  const restore = await moveRemote(
    page.request,
    folder.replace('-', '_'),
    `${host.origin}/remotes/${folder}/mf-manifest.json`,
  );
  try {
    await run();
  } finally {
    host.set(folder, undefined);
    await restore();
  }
}

/** Opens `path` and answers how long after navigation the area's fallback was on screen. */
async function fallbackDelayMs(page: Page, path: string): Promise<number> {
  // Not waiting for the load event: with a stalled host the page's own preload of the manifest never ends.
  await page.goto(path, { waitUntil: 'commit' });
  const shownAt = await page.waitForFunction(
    (text) => (document.querySelector('[role="alert"]')?.textContent?.includes(text) ? performance.now() : false),
    UNAVAILABLE,
    { polling: 'raf', timeout: 15_000 },
  );
  const delay = (await shownAt.jsonValue()) as number;
  console.log(`${path}: fallback on screen ${Math.round(delay)} ms after navigation`);
  return delay;
}

const FAULTS: RemoteFault[] = ['refuse', 'not-found', 'broken-script', 'stall', 'stall-scripts', 'missing-entry'];

for (const fault of FAULTS) {
  test(`catalog host fault "${fault}": the fallback shows within 3 s, the rest works, "Try again" recovers`, async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await withRemoteOnFaultyHost(page, 'mf-catalog', async () => {
      host.set('mf-catalog', fault);
      const delay = await fallbackDelayMs(page, '/classes');
      expect(delay, `fallback shown ${Math.round(delay)} ms after navigation`).toBeLessThan(FALLBACK_WITHIN_MS);

      // The nav bar is the shell's: it still answers, and another area still opens.
      const nav = page.getByRole('navigation', { name: /main/i });
      await expect(nav.getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await nav.getByRole('link', { name: 'Classes' }).click();
      await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);

      host.set('mf-catalog', undefined);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('article', { name: 'Acoustic Guitar for Beginners' })).toBeVisible();
      expect(problems.filter((text) => /already registered/i.test(text))).toEqual([]);
    });
  });
}

const SIGNED_IN_AREAS = [
  { folder: 'mf-student', email: DEMO.student, path: '/dashboard/myselectedclass', heading: 'My Selected Classes' },
  { folder: 'mf-instructor', email: DEMO.instructor, path: '/dashboard/myclasses', heading: 'My Classes' },
  { folder: 'mf-admin', email: DEMO.admin, path: '/dashboard/manageusers', heading: 'Manage Users' },
] as const;

for (const area of SIGNED_IN_AREAS) {
  test(`a ${area.folder} host that never answers shows its fallback within 3 s, then recovers`, async ({ page }) => {
    const login = await page.request.post(apiUrl(ROUTES.login), {
      data: { email: area.email, password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    await withRemoteOnFaultyHost(page, area.folder, async () => {
      host.set(area.folder, 'stall');
      const delay = await fallbackDelayMs(page, area.path);
      expect(delay, `fallback shown ${Math.round(delay)} ms after navigation`).toBeLessThan(FALLBACK_WITHIN_MS);
      await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

      host.set(area.folder, undefined);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: area.heading })).toBeVisible();
    });
  });
}
