import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cache-policy.js';
import { escapeHtml, indexPageFor } from './index-page.js';
import type { RemoteRegistry } from './remote-registry.js';
import { REMOTE_FOLDERS } from './remotes.js';

export interface FrontEndsOptions {
  webRoot: string;
  remotes: RemoteRegistry;
}

export function shellDistOf(webRoot: string): string {
  return join(webRoot, 'shell', 'dist');
}

/**
 * Serves the built shell at `/`, each remote's build at `/remotes/<folder>/` and the remotes list at `/remotes.json`.
 * Files are looked up per request, so front ends rebuilt while the gateway runs are served without a restart.
 */
export async function frontEnds(app: FastifyInstance, { webRoot, remotes }: FrontEndsOptions): Promise<void> {
  // Read by the shell at start-up; never cached, so pointing a remote elsewhere takes effect on the next page load.
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(remotes.current()));

  await app.register(fastifyStatic, {
    root: shellDistOf(webRoot),
    prefix: '/',
    // index.html is written per request with the remotes list in it: `/` is left to frontEndNotFound below, like
    // every other page route.
    index: false,
    allowedPath: (pathName) => pathName !== '/',
    cacheControl: false,
    // The .br and .gz files written next to each asset at build time (tools/rsbuild), when the browser accepts them.
    preCompressed: true,
    // A missing build is reported per request (503 with instructions), not as a start-up warning per folder.
    suppressWarning: true,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
  });

  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: join(webRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      suppressWarning: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
        // A remote's files may be loaded by a shell on another origin.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }
}

/**
 * Not-found handling outside /api: a page route (a GET that is not a file and accepts HTML) gets the shell's
 * index.html with 200, so the shell's router decides and shows its own error page; a missing asset is a plain 404.
 */
export function frontEndNotFound(webRoot: string, remotes: RemoteRegistry) {
  const indexHtml = join(shellDistOf(webRoot), 'index.html');

  return async function replyFrontEndNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?')[0] ?? request.url;
    if (!isPageRoute(request.method, path)) return replyNotFound(reply, path);

    const html = await readFile(indexHtml).catch(() => undefined);
    if (!html) return replyNotBuilt(request, reply);
    if (!acceptsHtml(request)) return replyNotFound(reply, path);
    return reply
      .code(200)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(indexPageFor(html.toString('utf8'), remotes.current(), path));
  };
}

function isPageRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/remotes/') || path.startsWith('/static/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(lastSegment);
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

function replyNotFound(reply: FastifyReply, path: string): FastifyReply {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No file at ${path}` });
}

function replyNotBuilt(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message =
    'The front ends are not built (no shell/dist/index.html under WEB_ROOT). Run `npm run build` at the repository root, then reload.';
  reply.code(503).header('cache-control', NO_CACHE);
  if (request.headers.accept?.includes('text/html')) {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ClassHub is not built</title></head><body><h1>ClassHub is not built yet</h1><p>${escapeHtml(message)}</p></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  }
  return reply.send({ statusCode: 503, error: 'Service Unavailable', message });
}
