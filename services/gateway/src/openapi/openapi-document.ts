import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repositoryRoot } from '../config/gateway.config.js';
import { API_PREFIX } from '@classhub/contracts';
import { NO_CACHE } from '../static/cache-policy.js';

/** Where the API description is served, below `/api` next to the calls it describes. */
export const OPENAPI_PATH = '/openapi.yaml';

/**
 * The repository's `docs/api/openapi.yaml`, found from the repository root as WEB_ROOT's default is, so it does not
 * depend on WEB_ROOT. The Dockerfile's gateway stage copies `docs/api` to the same place under `/app`.
 */
export const OPENAPI_FILE = join(repositoryRoot, 'docs', 'api', 'openapi.yaml');

/** What people write about the API (summaries, descriptions, answers), merged into OPENAPI_FILE by the generator. */
export const OPENAPI_PROSE_FILE = join(repositoryRoot, 'docs', 'api', 'openapi.prose.yaml');

export const OPENAPI_CONTENT_TYPE = 'application/yaml; charset=utf-8';

export interface OpenApiDocumentOptions {
  file?: string;
}

/**
 * `GET /api/openapi.yaml`: the file as it is on disk, read on each request (so an edited document shows without a
 * restart), `no-cache` with an ETag so a client revalidates cheaply.
 */
export async function openApiDocument(
  app: FastifyInstance,
  { file = OPENAPI_FILE }: OpenApiDocumentOptions = {},
): Promise<void> {
  app.get(`${API_PREFIX}${OPENAPI_PATH}`, async (request, reply) => {
    const document = await readFile(file).catch(() => undefined);
    if (!document) {
      request.log.error({ file }, 'OpenAPI document missing');
      return reply.code(503).header('cache-control', 'no-store').send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The API description (docs/api/openapi.yaml) is missing from this deployment',
      });
    }
    const etag = `"${createHash('sha256').update(document).digest('base64url')}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag);
    if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(OPENAPI_CONTENT_TYPE).send(document);
  });
}

/** True when `If-None-Match` names `etag` (weak or strong) or is `*`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
