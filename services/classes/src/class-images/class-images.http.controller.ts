import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { ImageUploadResponse } from '@classhub/contracts';
import { IMAGE_UPLOADS, Roles, type ImageUploads } from '@classhub/nest-kit';
import type { FastifyRequest } from 'fastify';

/** Class image uploads (the spec's image host), for instructors adding a class: same rules as profile pictures. */
@Controller('media/classes')
export class ClassImagesHttpController {
  constructor(@Inject(IMAGE_UPLOADS) private readonly uploads: ImageUploads) {}

  @Post()
  @HttpCode(201)
  @Roles('instructor')
  upload(@Req() request: FastifyRequest): Promise<ImageUploadResponse> {
    return this.uploads.receive(request);
  }
}
