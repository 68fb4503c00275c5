import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Rsbuild's default names carry an 8-hex-digit content hash before the extension: static/js/123.a1b2c3d4.js,
// static/css/index.0f1e2d3c.css, static/js/async/__federation_expose_App.89ab01cd.js (and their .map files, and the
// .br / .gz copies compressed at build time, which are served in their place).
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/i;

export function isContentHashed(filePath: string): boolean {
  return CONTENT_HASHED.test(basename(filePath));
}

/**
 * A hashed file never changes under its name, so browsers may keep it for a year. Everything else (index.html,
 * mf-manifest.json, remoteEntry.js, favicon…) is revalidated on each use, so a redeploy shows at once.
 */
export function cacheControlFor(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE : NO_CACHE;
}
