import { Controller, HttpCode, Inject, Req } from '@nestjs/common';
import { ROUTES, type ImageUploadResponse } from '@classhub/contracts';
import { Route, IMAGE_UPLOADS, type ImageUploads } from '@classhub/nest-kit';
import type { FastifyRequest } from 'fastify';

/** Class image uploads (the spec's image host), for instructors adding a class: same rules as profile pictures. */
@Controller()
export class ClassImagesHttpController {
  constructor(@Inject(IMAGE_UPLOADS) private readonly uploads: ImageUploads) {}

  @Route(ROUTES.uploadClassImage)
  @HttpCode(201)
  upload(@Req() request: FastifyRequest): Promise<ImageUploadResponse> {
    return this.uploads.receive(request);
  }
}
