import { expect, test, type Page } from '@playwright/test';
import { everyRoute, openRoute, pageFor, prepareCast, WHO, type Cast } from '../support/every-route.js';

// No route is wider than the screen, and nothing sticks out of the box it sits in, from a small phone to a laptop,
// for every role: the audit found a payment form and a profile form wider than a phone, and a table cut off.

const WIDTHS = [360, 390, 768, 1280] as const;

/**
 * What overflows sideways on the page as laid out now: the page itself, and every box that clips or scrolls its
 * content whose content is wider than the box. Boxes made to hide or scroll on purpose are left out: the visually
 * hidden text for screen readers, a text cut with an ellipsis, a carousel's track and a form field's text.
 */
function overflowsNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`page ${root.scrollWidth} px wide in ${window.innerWidth}`);
    const describe = (element: Element) => {
      const named = element.getAttribute('aria-label') ?? element.id ?? '';
      return `${element.tagName.toLowerCase()}${named ? `[${named}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' || element.clientWidth <= 1 || style.display === 'none') continue;
      // A field's own text scrolls inside it by design.
      if (element.matches('input, textarea, select')) continue;
      if (style.textOverflow === 'ellipsis' || element.closest('[aria-roledescription="carousel"]')) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${describe(element)}: content ${element.scrollWidth} px in ${element.clientWidth}`);
    }
    return found;
  });
}

let cast: Cast;
test.beforeAll(async ({ baseURL }) => {
  cast = await prepareCast(baseURL!);
});

for (const who of WHO) {
  test(`no route of the ${who} overflows sideways at ${WIDTHS.join(', ')} px`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const routes = (await everyRoute(baseURL!, cast)).filter((route) => route.who === who);
    const page = await pageFor(browser, baseURL!, cast, who, 'light');
    const found: string[] = [];
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await openRoute(page, route);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Two frames: the resize is laid out and any layout-dependent state (menus, tables as cards) has settled.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        for (const overflow of await overflowsNow(page)) found.push(`${route.path} at ${width} px: ${overflow}`);
      }
    }
    await page.context().close();
    expect(found).toEqual([]);
  });
}

test("a long email in Payment History wraps only after '@' or a dot on a phone", async ({ browser, baseURL }) => {
  const page = await pageFor(browser, baseURL!, cast, 'student', 'light');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/paymenthistory');
  const cell = page.getByRole('cell', { name: cast.student.email });
  await expect(cell).toBeVisible();
  // Each piece between two break points is one text node; a piece on two lines was broken inside a word.
  const pieces = await cell.evaluate((element) =>
    [...element.querySelectorAll('span')].flatMap((span) =>
      [...span.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return {
            text: node.textContent,
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          };
        }),
    ),
  );
  expect(pieces.map(({ text }) => text).join('')).toBe(cast.student.email);
  expect(pieces.filter(({ lines }) => lines > 1)).toEqual([]);
  expect(new Set(pieces.map(({ lines }) => lines)).size).toBeGreaterThan(0);
  await page.context().close();
});
