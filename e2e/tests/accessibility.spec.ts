import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, signInApi } from '../support/api-client.js';
import { DEMO, DEMO_PASSWORD } from '../support/session.js';

type Who = 'visitor' | keyof typeof DEMO;

interface Route {
  path: string;
  who: Who;
  /** The page's h1, which tells that the page (not a loading state) is on screen. */
  heading: RegExp;
}

const THEMES = ['light', 'dark'] as const;
/** The page background of each theme (libs/ui theme.ts), to tell that the theme asked for is the one scanned. */
const BACKGROUND = { light: 'rgb(247, 246, 251)', dark: 'rgb(18, 16, 32)' } as const;

/** Every route of the product (spec §2), each as someone who may open it. */
async function everyRoute(baseUrl: string): Promise<Route[]> {
  const [cls] = (await api<{ items: { _id: string }[] }>(baseUrl, 'GET', '/approvedclass?page=1&pageSize=1')).body.items;
  const student = await signInApi(baseUrl, DEMO.student);
  return [
    { path: '/', who: 'visitor', heading: /Welcome to ClassHub/ },
    { path: '/classes', who: 'visitor', heading: /All Classes/ },
    { path: `/classes/${cls!._id}`, who: 'visitor', heading: /./ },
    { path: '/instructors', who: 'visitor', heading: /Our Instructors/ },
    { path: '/login', who: 'visitor', heading: /Login Now/ },
    { path: '/register', who: 'visitor', heading: /Register Now/ },
    { path: '/no-such-page', who: 'visitor', heading: /Error/ },
    { path: '/dashboard/studenthome', who: 'student', heading: /Student Home/ },
    { path: '/dashboard/myselectedclass', who: 'student', heading: /My Selected Classes/ },
    { path: '/dashboard/myenrolledclass', who: 'student', heading: /My Enrolled Classes/ },
    { path: '/dashboard/paymenthistory', who: 'student', heading: /Payment History/ },
    { path: '/dashboard/userprofile', who: 'student', heading: /./ },
    { path: `/dashboard/updateprofile/${student.id}`, who: 'student', heading: /Update/ },
    { path: '/dashboard/instructorhome', who: 'instructor', heading: /Instructor Home/ },
    { path: '/dashboard/myclasses', who: 'instructor', heading: /My Classes/ },
    { path: '/dashboard/addclasses', who: 'instructor', heading: /Add A Class/ },
    { path: '/dashboard/adminhome', who: 'admin', heading: /Admin Home/ },
    { path: '/dashboard/manageusers', who: 'admin', heading: /Manage Users/ },
    { path: '/dashboard/manageclasses', who: 'admin', heading: /Manage Classes/ },
    { path: '/dashboard/messages', who: 'admin', heading: /Messages/ },
  ];
}

/** A page for `who` in `theme`; motion reduced, so no slide or caption is caught half-faded. */
async function pageFor(browser: Browser, baseURL: string, who: Who, theme: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  if (who !== 'visitor') {
    const answer = await context.request.post('/api/auth/login', { data: { email: DEMO[who], password: DEMO_PASSWORD } });
    expect(answer.status()).toBe(200);
  }
  return context.newPage();
}

const WHO: readonly Who[] = ['visitor', 'student', 'instructor', 'admin'];

// One test per theme and role, so each stays short on a busy machine; together they cover every route.
for (const theme of THEMES) {
  for (const who of WHO) {
    test(`axe finds no serious or critical violation on the ${who}'s routes (${theme})`, async ({ browser, baseURL }) => {
      test.setTimeout(150_000);
      const routes = (await everyRoute(baseURL!)).filter((route) => route.who === who);
      const page = await pageFor(browser, baseURL!, who, theme);
      const found: string[] = [];
      const titles = new Map<string, string>();
      for (const route of routes) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeAttached();
        await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND[theme]);

        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')) {
          found.push(`${route.path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
        titles.set(route.path, await page.title());
      }
      await page.context().close();
      expect(found).toEqual([]);
      // Each page names its own tab.
      for (const [path, title] of titles) expect(title, path).toMatch(/^.+ · ClassHub$/);
      expect(new Set(titles.values()).size).toBe(titles.size);
    });
  }
}
