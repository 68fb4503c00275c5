import { Module } from '@nestjs/common';
import { ROUTES } from '@classhub/contracts';
import { MediaModule } from '@classhub/nest-kit';
import { ProfilePicturesHttpController } from './profile-pictures.http.controller.js';

// MediaModule.forArea registers a controller class per call: this is the one place identity imports it.
const usersMedia = MediaModule.forArea(ROUTES.getProfilePicture);

/** Profile pictures: served under /media/users/:file, uploaded with POST /media/users. */
@Module({ imports: [usersMedia], controllers: [ProfilePicturesHttpController], exports: [usersMedia] })
export class ProfilePicturesModule {}
