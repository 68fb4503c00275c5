import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { ImageUploadResponse } from '@classhub/contracts';
import { Authenticated, IMAGE_UPLOADS, type ImageUploads } from '@classhub/nest-kit';
import type { FastifyRequest } from 'fastify';

/** Profile picture uploads (the spec's image host): multipart field `image`, checked by content, at most 5 MB. */
@Controller('media/users')
export class ProfilePicturesHttpController {
  constructor(@Inject(IMAGE_UPLOADS) private readonly uploads: ImageUploads) {}

  @Post()
  @HttpCode(201)
  @Authenticated()
  upload(@Req() request: FastifyRequest): Promise<ImageUploadResponse> {
    return this.uploads.receive(request);
  }
}
