// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) against the public pages of a running platform,
// in Debian's chromium. Prints performance, accessibility, best practices and SEO per page, the first and largest
// contentful paint and the total blocking time, and exits 1 when a page is under the targets (issue 13: 90 / 100 /
// 95 / 90). Needs `npm start` (or any running gateway); loopback only.
//   node bench/lighthouse.mjs [gatewayUrl=http://127.0.0.1:3000] [path …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { assertLoopback } from '../tools/platform/gateway-client.mjs';

const [gatewayArg, ...pathArgs] = process.argv.slice(2);
const gateway = assertLoopback(gatewayArg ?? 'http://127.0.0.1:3000');
const paths = pathArgs.length > 0 ? pathArgs : ['/', '/classes', '/instructors', '/login'];
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 90 };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const short = [];
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${gateway}`,
  );
  console.log('page            perf  a11y  best   seo    FCP      LCP     TBT');
  for (const path of paths) {
    const { lhr } = await lighthouse(`${gateway}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `${path.padEnd(14)} ${String(score('performance')).padStart(5)} ${String(score('accessibility')).padStart(5)} ${String(score('best-practices')).padStart(5)} ${String(score('seo')).padStart(5)}` +
        `  ${metric('first-contentful-paint').padStart(7)}  ${metric('largest-contentful-paint').padStart(7)}  ${metric('total-blocking-time').padStart(6)}`,
    );
    for (const [id, target] of Object.entries(TARGETS)) {
      if (score(id) < target) short.push(`${path} ${id} ${score(id)} < ${target}`);
    }
  }
} finally {
  await chrome.kill();
}
if (short.length > 0) {
  console.log(`under target: ${short.join('; ')}`);
  process.exit(1);
}
console.log('every page meets the targets');
