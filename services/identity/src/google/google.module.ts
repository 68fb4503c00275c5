import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { GoogleHttpController } from './google.http.controller.js';
import { GoogleSignIn } from './google-sign-in.service.js';

@Module({ imports: [UsersModule, SessionsModule], controllers: [GoogleHttpController], providers: [GoogleSignIn] })
export class GoogleModule {}
