import {
  Global,
  Module,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type Type,
} from '@nestjs/common';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { AccessTokenVerifier } from './access-token.verifier.js';
import { DEFAULT_IDENTITY_JWKS_URL, ROLE_RESOLVER, type RoleResolver } from './auth.constants.js';
import { AuthGuard } from './auth.guard.js';

export interface AuthModuleOptions {
  /** Modules the role resolver and the key factory need. */
  imports?: ModuleMetadata['imports'];
  /** The service's `RoleResolver`, provided as `ROLE_RESOLVER`. */
  roleResolver: Type<RoleResolver>;
  /** Identity verifies with its own keys; every other service leaves this out and uses `jwksUrl`. */
  keys?: {
    inject?: InjectionToken[];
    useFactory: (...deps: never[]) => JWTVerifyGetKey | Promise<JWTVerifyGetKey>;
  };
  /** Identity's JWKS (config `IDENTITY_JWKS_URL`); default http://127.0.0.1:4101/.well-known/jwks.json. */
  jwksUrl?: string;
  /** The longest `exp - iat` accepted (config `ACCESS_TOKEN_MAX_LIFETIME_SECONDS`; identity: its own token lifetime). */
  maxTokenLifetimeSeconds: number;
}

// A token signed with a key not in the cached set makes jose refetch the JWKS, at most this often.
const JWKS_COOLDOWN_MS = 30_000;

/**
 * Token verification and role checks for a service: `AuthGuard` (through `@Authenticated()` / `@Roles()`),
 * `@CurrentUser()`, the `AccessTokenVerifier` and the service's `ROLE_RESOLVER`.
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    const keys = options.keys ?? {
      useFactory: () =>
        createRemoteJWKSet(new URL(options.jwksUrl ?? DEFAULT_IDENTITY_JWKS_URL), {
          cooldownDuration: JWKS_COOLDOWN_MS,
        }),
    };
    return {
      module: AuthModule,
      imports: options.imports ?? [],
      providers: [
        { provide: ROLE_RESOLVER, useClass: options.roleResolver },
        {
          provide: AccessTokenVerifier,
          inject: keys.inject ?? [],
          useFactory: async (...deps: never[]) =>
            new AccessTokenVerifier(await keys.useFactory(...deps), options.maxTokenLifetimeSeconds),
        },
        AuthGuard,
      ],
      exports: [ROLE_RESOLVER, AccessTokenVerifier, AuthGuard],
    };
  }
}
