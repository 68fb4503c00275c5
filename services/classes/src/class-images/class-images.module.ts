import { Module } from '@nestjs/common';
import { ROUTES } from '@classhub/contracts';
import { MediaModule } from '@classhub/nest-kit';
import { ClassImagesHttpController } from './class-images.http.controller.js';

// MediaModule.forArea registers a controller class per call: this is the one place classes imports it.
const classesMedia = MediaModule.forArea(ROUTES.getClassImage);

/** Class images: served under /media/classes/:file, uploaded with POST /media/classes. */
@Module({ imports: [classesMedia], controllers: [ClassImagesHttpController], exports: [classesMedia] })
export class ClassImagesModule {}
