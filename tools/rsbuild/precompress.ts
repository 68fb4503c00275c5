import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files the gateway serves as text; fonts and images other than SVG are already compressed. */
const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Smaller files gain less than the Content-Encoding header costs. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every text file of a production
 * build. The gateway serves them instead of the file when the browser accepts them (@fastify/static `preCompressed`),
 * so the highest levels are paid once at build time, never per request.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'classhub:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        const dist = api.context.distPath;
        const files = (await readdir(dist, { recursive: true })).filter((file) => TEXT_FILE.test(file));
        await Promise.all(files.map((file) => precompress(join(dist, file))));
      });
    },
  };
}

async function precompress(path: string): Promise<void> {
  if ((await stat(path)).size < MIN_BYTES) return;
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
