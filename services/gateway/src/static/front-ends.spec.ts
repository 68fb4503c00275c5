import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeWebRoot } from '../../test/support/gateway.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>ClassHub</title></head><body><div id="root"></div>shell index</body></html>';
const REMOTES = [
  { name: 'mf_catalog', entry: '/remotes/mf-catalog/mf-manifest.json' },
  { name: 'mf_student', entry: '/remotes/mf-student/mf-manifest.json' },
  { name: 'mf_instructor', entry: '/remotes/mf-instructor/mf-manifest.json' },
  { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
];

/** The index.html the gateway answers for a page owned by `remote` (or by the shell). */
function pageHtml(preloaded?: string): string {
  const preload = preloaded
    ? `<link rel="preload" href="/remotes/${preloaded}/mf-manifest.json" as="fetch" crossorigin="anonymous">`
    : '';
  return INDEX_HTML.replace(
    '</head>',
    `<script type="application/json" id="classhub-remotes">${JSON.stringify(REMOTES)}</script>${preload}</head>`,
  );
}
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('front ends, built', () => {
  const web = makeWebRoot({
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/static/js/123.a1b2c3d4.js': 'console.log("shell chunk")',
    'shell/dist/favicon.ico': 'icon',
    'mf-catalog/dist/mf-manifest.json': '{"id":"mf_catalog"}',
    'mf-catalog/dist/remoteEntry.js': 'var mf_catalog;',
    'mf-catalog/dist/static/js/async/456.0badc0de.js': 'console.log("catalog chunk")',
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildTestApp({ WEB_ROOT: web.root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    web.remove();
  });

  it("serves the shell's index.html at / uncached, with the remotes list and the catalogue's manifest preloaded", async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(pageHtml('mf-catalog'));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it("serves the shell's hashed assets as immutable", async () => {
    const response = await app.inject({ url: '/static/js/123.a1b2c3d4.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("shell chunk")');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("serves a remote's manifest and remoteEntry.js uncached, with CORS", async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await app.inject({ url: `/remotes/mf-catalog/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it("serves a remote's hashed chunks as immutable, with CORS", async () => {
    const response = await app.inject({ url: '/remotes/mf-catalog/static/js/async/456.0badc0de.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("catalog chunk")');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['/dashboard/manageusers', 'mf-admin'],
    ['/classes', 'mf-catalog'],
    ['/some/unknown/page', undefined],
    ['/login', undefined],
    ['/dashboard/payment/abc?x=1', 'mf-student'],
  ])(
    "answers the page route %s with the shell's index.html and 200, preloading the manifest of %s",
    async (url, remote) => {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(pageHtml(remote));
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    '/remotes/mf-catalog/static/js/missing.12345678.js',
    '/remotes/mf-student/mf-manifest.json',
    '/remotes/unknown/remoteEntry.js',
    '/static/js/missing.js',
    '/static/css',
    '/missing-logo.png',
  ])('answers a plain 404 for the missing file %s, not index.html', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('shell index');
  });

  it('answers 404 to a page route that does not accept HTML or is not a GET', async () => {
    const json = await app.inject({ url: '/some/page', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/some/page', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain('shell index');
  });

  it('sends the security headers with pages', async () => {
    const response = await app.inject({ url: '/classes', headers: { accept: 'text/html' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('front ends, not built', () => {
  const web = makeWebRoot({});
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildTestApp({ WEB_ROOT: web.root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    web.remove();
  });

  it('answers page routes with a 503 page saying to build the front ends', async () => {
    for (const url of ['/', '/classes']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build');
    }
  });

  it('answers in JSON to a client that does not ask for HTML', async () => {
    const response = await app.inject({ url: '/some/page', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('npm run build'),
    });
  });

  it('still answers a missing asset with 404', async () => {
    const response = await app.inject({ url: '/remotes/mf-catalog/mf-manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('/remotes.json', () => {
  it('lists the four remotes served here, uncached', async () => {
    const app = buildTestApp();
    try {
      const response = await app.inject({ url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual([
        { name: 'mf_catalog', entry: '/remotes/mf-catalog/mf-manifest.json' },
        { name: 'mf_student', entry: '/remotes/mf-student/mf-manifest.json' },
        { name: 'mf_instructor', entry: '/remotes/mf-instructor/mf-manifest.json' },
        { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
      ]);
    } finally {
      await app.close();
    }
  });

  it('answers REMOTES_JSON instead when set, and lets the CSP load from that origin', async () => {
    const remotes = [
      { name: 'mf_catalog', entry: 'https://cdn.example.com/catalog/mf-manifest.json' },
      { name: 'mf_student', entry: '/remotes/mf-student/mf-manifest.json' },
    ];
    const app = buildTestApp({ REMOTES_JSON: JSON.stringify(remotes) });
    try {
      const response = await app.inject({ url: '/remotes.json' });
      expect(response.json()).toEqual(remotes);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com");
      expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://cdn.example.com");
    } finally {
      await app.close();
    }
  });
});
