import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SERVICE_CONFIG } from '@classhub/nest-kit';
import type { IdentityConfig } from '../config/identity.config.js';
import { enableCookies, SessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

@Module({
  providers: [
    SessionsService,
    {
      provide: SessionCookie,
      inject: [SERVICE_CONFIG, HttpAdapterHost],
      useFactory: async (config: IdentityConfig, host: HttpAdapterHost) => {
        await enableCookies(host);
        return new SessionCookie(config);
      },
    },
  ],
  exports: [SessionsService, SessionCookie],
})
export class SessionsModule {}
