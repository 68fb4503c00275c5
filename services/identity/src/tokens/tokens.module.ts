import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccessTokens } from './access-tokens.js';
import { SigningKeys } from './signing-keys.js';
import { TokensHttpController } from './tokens.http.controller.js';

@Module({
  imports: [SessionsModule],
  controllers: [TokensHttpController],
  providers: [SigningKeys, AccessTokens],
  exports: [SigningKeys, AccessTokens],
})
export class TokensModule {}
