import { describe, expect, it } from '@jest/globals';
import { cacheControlFor, IMMUTABLE, isContentHashed, NO_CACHE } from './cache-policy.js';

describe('isContentHashed', () => {
  it.each([
    'static/js/123.a1b2c3d4.js',
    'static/js/async/__federation_expose_App.89ab01cd.js',
    'static/css/index.0f1e2d3c.css',
    'static/image/logo.deadbeef.png',
    'static/js/lib-react.1234abcd.js.map',
    'static/js/123.a1b2c3d4.js.br',
    'static/css/index.0f1e2d3c.css.gz',
  ])('treats %s as hashed', (file) => {
    expect(isContentHashed(`/web/mf-catalog/dist/${file}`)).toBe(true);
  });

  it.each([
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'mf-stats.json',
    'favicon.ico',
    'static/js/index.js',
    'static/js/main.abc.js',
    'static/js/123.a1b2c3dz.js',
    'mf-manifest.json.br',
    'remoteEntry.js.gz',
  ])('treats %s as not hashed', (file) => {
    expect(isContentHashed(`/web/shell/dist/${file}`)).toBe(false);
  });
});

describe('cacheControlFor', () => {
  it('lets browsers keep hashed files for a year and revalidate the rest', () => {
    expect(cacheControlFor('/dist/static/js/123.a1b2c3d4.js')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/mf-manifest.json')).toBe(NO_CACHE);
    expect(NO_CACHE).toBe('no-cache');
  });
});
