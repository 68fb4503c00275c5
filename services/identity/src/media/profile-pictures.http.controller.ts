import { Controller, HttpCode, Inject, Req } from '@nestjs/common';
import { ROUTES, type ImageUploadResponse } from '@classhub/contracts';
import { Route, IMAGE_UPLOADS, type ImageUploads } from '@classhub/nest-kit';
import type { FastifyRequest } from 'fastify';

/** Profile picture uploads (the spec's image host): multipart field `image`, checked by content, at most 5 MB. */
@Controller()
export class ProfilePicturesHttpController {
  constructor(@Inject(IMAGE_UPLOADS) private readonly uploads: ImageUploads) {}

  @Route(ROUTES.uploadProfilePicture)
  @HttpCode(201)
  upload(@Req() request: FastifyRequest): Promise<ImageUploadResponse> {
    return this.uploads.receive(request);
  }
}
