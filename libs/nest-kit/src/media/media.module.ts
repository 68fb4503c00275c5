import fastifyMultipart from '@fastify/multipart';
import { Module, type DynamicModule } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES } from '@classhub/contracts';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import { ImageUploads } from './image-upload.js';
import { createMediaController, mediaAreaOf, MEDIA_STORE, type MediaRoute } from './media.http.controller.js';
import { createMediaStore, type MediaStoreConfig } from './create-media-store.js';
import type { MediaStore } from './media-store.js';

/** `ImageUploads` of the area: inject it in the service's own upload route (which applies its own guard). */
export const IMAGE_UPLOADS = Symbol('IMAGE_UPLOADS');

/**
 * Lets the Fastify instance read multipart bodies (once per app, however many areas it has). It runs while Nest
 * builds its providers, before the app starts, which is when Fastify still takes plugins.
 */
async function enableMultipart(host: HttpAdapterHost): Promise<void> {
  const fastify = host.httpAdapter?.getInstance<FastifyInstance>();
  if (!fastify || fastify.hasContentTypeParser('multipart/form-data')) return;
  await fastify.register(fastifyMultipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES } });
}

/**
 * The images a service owns, served on their declared route `GET /media/<area>/:file` from the service's S3 bucket
 * (S3_BUCKET, objects `<area>/<file>`) or, without one, its MEDIA_DIR folder. Import it once per area; `IMAGE_UPLOADS` checks and stores new images for the service's
 * upload route.
 */
@Module({})
export class MediaModule {
  static forArea(route: MediaRoute): DynamicModule {
    const area = mediaAreaOf(route);
    return {
      module: MediaModule,
      controllers: [createMediaController(route)],
      providers: [
        {
          provide: MEDIA_STORE,
          useFactory: (config: MediaStoreConfig) => createMediaStore(config, area),
          inject: [SERVICE_CONFIG],
        },
        {
          provide: IMAGE_UPLOADS,
          useFactory: async (store: MediaStore, host: HttpAdapterHost) => {
            await enableMultipart(host);
            return new ImageUploads(store, area);
          },
          inject: [MEDIA_STORE, HttpAdapterHost],
        },
      ],
      exports: [MEDIA_STORE, IMAGE_UPLOADS],
    };
  }
}
