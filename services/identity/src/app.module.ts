import { Module, type DynamicModule } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { AuthModule, CoreModule } from '@classhub/nest-kit';
import { AccountAdminModule } from './account-admin/account-admin.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { AuditModule } from './audit/audit.module.js';
import { MIGRATIONS_FOLDER, type IdentityConfig } from './config/identity.config.js';
import { UserListResponder } from './messaging/user-list.responder.js';
import { ContactModule } from './contact/contact.module.js';
import * as schema from './db/schema.js';
import { GoogleModule } from './google/google.module.js';
import { ProfilePicturesModule } from './media/profile-pictures.module.js';
import { PopularInstructorsModule } from './popular-instructors/popular-instructors.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SigningKeys } from './tokens/signing-keys.js';
import { TokensModule } from './tokens/tokens.module.js';
import { UsersModule } from './users/users.module.js';
import { UsersRoleResolver } from './users/users-role.resolver.js';

@Module({})
export class AppModule {
  /** `logDestination`: where log lines go instead of stdout (tests that read them). */
  static register(config: IdentityConfig, options: { logDestination?: DestinationStream } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({
          config,
          migrationsFolder: MIGRATIONS_FOLDER,
          schema,
          logDestination: options.logDestination,
        }),
        // Identity checks its own tokens with its own public key (no JWKS round trip) and roles in its users table.
        AuthModule.forRoot({
          imports: [TokensModule, UsersModule],
          roleResolver: UsersRoleResolver,
          keys: { inject: [SigningKeys], useFactory: (keys: SigningKeys) => keys.verificationKeys() },
          maxTokenLifetimeSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
        }),
        UsersModule,
        AccountsModule,
        TokensModule,
        GoogleModule,
        ProfilePicturesModule,
        PopularInstructorsModule,
        ContactModule,
        AccountAdminModule,
        AuditModule,
        SeedModule,
      ],
      // Other services repair their read models of users from this list (decision 0031).
      providers: [UserListResponder],
    };
  }
}
