import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { everyRoute, openRoute, pageFor, prepareCast, WHO, type Cast } from '../support/every-route.js';

const THEMES = ['light', 'dark'] as const;
/** The page background of each theme (libs/ui theme.ts), to tell that the theme asked for is the one scanned. */
const BACKGROUND = { light: 'rgb(247, 246, 251)', dark: 'rgb(18, 16, 32)' } as const;
/** A phone and a laptop: menus, tables and cards change shape between them. */
const WIDTHS = [390, 1280] as const;

let cast: Cast;
test.beforeAll(async ({ baseURL }) => {
  cast = await prepareCast(baseURL!);
});

// One test per theme and role, so each stays short on a busy machine; together they cover every route.
for (const theme of THEMES) {
  for (const who of WHO) {
    test(`axe finds no serious or critical violation on the ${who}'s routes (${theme})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const routes = (await everyRoute(baseURL!, cast)).filter((route) => route.who === who);
      const page = await pageFor(browser, baseURL!, cast, who, theme);
      const found: string[] = [];
      const titles = new Map<string, string>();
      for (const route of routes) {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await openRoute(page, route);
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND[theme]);

        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const { violations } = await new AxeBuilder({ page }).analyze();
          for (const violation of violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')) {
            found.push(
              `${route.path} at ${width} px: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            );
          }
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
