import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Transform } from 'node:stream';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Text worth compressing; not octet-stream (the plugin's default includes it) nor images other than SVG. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(javascript|(.+\+)?json|(.+\+)?xml|manifest\+json)|image\/svg\+xml)(;|$)/;

/** Below this, compressing saves less than it costs (headers alone are several hundred bytes). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS: ZlibOptions = { level: 6 };

export type Encoding = 'br' | 'gzip';

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding the browser prefers among brotli and gzip (`*` and `x-gzip` meaning gzip), as @fastify/compress reads it. */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (typeof acceptEncoding !== 'string') return undefined;
  return encodings.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) ?? undefined;
}

export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A whole answer compressed, off the event loop (zlib's thread pool). */
export function compressed(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipped(body, GZIP_OPTIONS);
}

/** A stream compressing an answer too large to be read whole. */
export function compressing(encoding: Encoding): Transform {
  return encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
}

/**
 * Compresses text answers on the fly (API JSON, the shell's index.html for page routes) with brotli or gzip, whichever
 * the browser prefers. The front ends' files are compressed at build time at the highest levels and served as they
 * are (@fastify/static's `preCompressed`); an answer that already has a Content-Encoding is left alone. Brotli runs at
 * quality 4 here: on the fly, level 11 would cost more CPU than the bytes it saves over 4.
 */
async function compressionPlugin(app: FastifyInstance): Promise<void> {
  // Request bodies pass through untouched (a webhook's signature is over the bytes sent): the plugin's inflating of
  // compressed request bodies is turned off on every route, before the plugin sees the route.
  app.addHook('onRoute', (route) => {
    route.decompress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  // @fastify/compress compresses in a route-level onSend hook, which runs after every global one: this hook is
  // appended to each route after it.
  app.addHook('onRoute', (route) => {
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), weakenReencodedEtag];
  });
}

/**
 * A strong validator names exact bytes (RFC 9110 §8.8.1): once the gateway has re-encoded an answer, its ETag is
 * only weakly equal to the service's. The services compare If-None-Match weakly, so 304s keep working.
 */
const weakenReencodedEtag: onSendHookHandler = (_request, reply, payload, done) => {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"') && reply.getHeader('content-encoding') !== undefined) reply.header('etag', `W/${etag}`);
  done(null, payload);
};

/** Registered at the root (fastify-plugin), so it covers every route, and its ETag hook runs after the compression. */
export const compression = fastifyPlugin(compressionPlugin, { name: 'classhub-compression' });
