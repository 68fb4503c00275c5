import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Text worth compressing; not octet-stream nor images other than SVG, which are compressed already. */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)[\w.+-]+|application\/(javascript|([\w.-]+\+)?json|([\w.-]+\+)?xml|yaml|manifest\+json)|image\/svg\+xml)\s*(;|$)/;

/** Below this, compressing saves less than it costs (headers alone are several hundred bytes). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// On the fly, brotli's level 11 costs more CPU than the bytes it saves over 4. The front ends' files are compressed at
// build time at the highest levels instead, and served as they are.
const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS: ZlibOptions = { level: 6 };

export type Encoding = 'br' | 'gzip';

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** Distinct Accept-Encoding values whose answer is remembered; browsers send a handful, anything else is worked out each time. */
const NEGOTIATIONS_KEPT = 64;
const negotiated = new Map<string, Encoding | undefined>();

/** The encoding the browser prefers among brotli and gzip (`*` and `x-gzip` meaning gzip). */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (typeof acceptEncoding !== 'string') return undefined;
  if (negotiated.has(acceptEncoding)) return negotiated.get(acceptEncoding);
  const encoding = encodings.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) ?? undefined;
  if (negotiated.size < NEGOTIATIONS_KEPT) negotiated.set(acceptEncoding, encoding);
  return encoding;
}

/** Content types whose answer is remembered: a gateway sees a handful, and this runs for every answer. */
const CONTENT_TYPES_KEPT = 64;
const compressibleTypes = new Map<string, boolean>();

export function isCompressible(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  let compressible = compressibleTypes.get(contentType);
  if (compressible === undefined) {
    compressible = COMPRESSIBLE.test(contentType);
    if (compressibleTypes.size < CONTENT_TYPES_KEPT) compressibleTypes.set(contentType, compressible);
  }
  return compressible;
}

/**
 * The encoding to send an answer in: one the browser accepts, for compressible text above the threshold that was not
 * encoded already (a service's own encoding, or a file compressed at build time). A stream of unknown length counts
 * as large.
 */
export function encodingFor(
  requestHeaders: IncomingHttpHeaders,
  statusCode: number,
  headers: OutgoingHttpHeaders,
): Encoding | undefined {
  if (
    statusCode === 204 ||
    statusCode === 304 ||
    headers['content-encoding'] !== undefined ||
    !isCompressible(headers['content-type'])
  )
    return undefined;
  const length = headers['content-length'];
  if (length !== undefined && Number(length) < COMPRESSION_THRESHOLD_BYTES) return undefined;
  return acceptedEncoding(requestHeaders['accept-encoding']);
}

/**
 * Content-Encoding and Vary for a compressed answer. A strong validator names exact bytes (RFC 9110 §8.8.1): once
 * re-encoded, the answer is only weakly equal to the original; the services compare If-None-Match weakly.
 */
export function markEncoded(headers: OutgoingHttpHeaders, encoding: Encoding): void {
  headers['content-encoding'] = encoding;
  const vary = headers.vary;
  headers.vary = vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`;
  const etag = headers.etag;
  if (typeof etag === 'string' && etag.startsWith('"')) headers.etag = `W/${etag}`;
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
