import { Controller, Get, Inject, NotFoundException, Param, Res, type Type } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { LocalMediaStore } from './media-store.js';

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** A controller serving a service's stored images under `/media/<area>/:file`. */
export function createMediaController(area: string): Type<unknown> {
  @Controller(`media/${area}`)
  class MediaHttpController {
    constructor(@Inject(MEDIA_STORE) private readonly store: LocalMediaStore) {}

    @Get(':file')
    async get(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
      const media = await this.store.open(file);
      if (!media) throw new NotFoundException(`No image named ${file}`);
      await reply
        .header('Content-Type', media.contentType)
        .header('Content-Length', media.size)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened directly must not run scripts.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(media.stream);
    }
  }
  return MediaHttpController;
}
