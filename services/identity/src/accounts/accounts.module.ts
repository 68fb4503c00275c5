import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountsHttpController } from './accounts.http.controller.js';
import { AccountsService } from './accounts.service.js';
import { DEFAULT_LOGIN_LIMITS, LOGIN_LIMITS, LoginThrottle } from './login-throttle.js';

@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [AccountsHttpController],
  providers: [AccountsService, LoginThrottle, { provide: LOGIN_LIMITS, useValue: DEFAULT_LOGIN_LIMITS }],
})
export class AccountsModule {}
