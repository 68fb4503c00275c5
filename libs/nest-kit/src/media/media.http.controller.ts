import { Controller, Inject, NotFoundException, Param, Res, type Type } from '@nestjs/common';
import type { RouteDefinition } from '@classhub/contracts';
import type { FastifyReply } from 'fastify';
import { Route } from '../http/route.decorator.js';
import type { MediaStore } from './media-store.js';

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** The declared route that serves an area's images: `GET /media/<area>/:file`. */
export type MediaRoute = Pick<RouteDefinition, 'method' | 'path' | 'access'>;

const MEDIA_PATH = /^\/media\/([\w-]+)\/:file$/;

/** The area a media route serves (`users` for `/media/users/:file`). */
export function mediaAreaOf(route: MediaRoute): string {
  const area = MEDIA_PATH.exec(route.path)?.[1];
  if (route.method !== 'GET' || !area)
    throw new Error(`A media route is GET /media/<area>/:file, not ${route.method} ${route.path}`);
  return area;
}

/** A controller serving a service's stored images on its declared route. */
export function createMediaController(route: MediaRoute): Type<unknown> {
  @Controller()
  class MediaHttpController {
    constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

    /** A store that cannot be read answers 503 with MEDIA_STORE_MESSAGES.readFailed, never 500. */
    @Route(route)
    async get(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
      const media = await this.store.open(file);
      if (!media) throw new NotFoundException(`No image named ${file}`);
      await reply
        .header('Content-Type', media.contentType)
        .header('Content-Length', media.size)
        .header('ETag', media.etag)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened directly must not run scripts.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(media.stream);
    }
  }
  return MediaHttpController;
}
