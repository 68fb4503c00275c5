import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@classhub/nest-kit';
import type { IdentityConfig } from '../config/identity.config.js';
import { RedisModule } from '../redis/redis.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountLinksService } from '../account-links/account-links.service.js';
import { ACCOUNT_MAIL_LIMITS, AccountMailLimit, type AccountMailLimits } from '../account-links/account-mail-limit.js';
import { AccountSettingsHttpController } from '../account-settings/account-settings.http.controller.js';
import { AccountSettingsService } from '../account-settings/account-settings.service.js';
import { OwnerCheck } from '../account-settings/owner-check.js';
import { EmailVerificationHttpController } from '../email-verification/email-verification.http.controller.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { PasswordResetHttpController } from '../password-reset/password-reset.http.controller.js';
import { PasswordResetService } from '../password-reset/password-reset.service.js';
import { AccountsHttpController } from './accounts.http.controller.js';
import { AccountsService } from './accounts.service.js';
import { KnownBrowserCookie } from './known-browser-cookie.js';
import { SIGN_IN_LIMITS, SignInThrottle, type SignInLimits } from './sign-in-throttle.js';
import { SIGN_UP_LIMITS, SignUpLimit, type SignUpLimits } from './sign-up-limit.js';
import { SignInMetrics } from './sign-in-metrics.js';

const HOUR_MS = 60 * 60 * 1000;
const KNOWN_BROWSER_MS = 365 * 24 * HOUR_MS;
// Wrong current passwords per account and hour (change password, change email, delete): as sign-in's free attempts.
const PASSWORD_CHECKS_PER_HOUR = 10;

@Module({
  imports: [UsersModule, SessionsModule, RedisModule],
  controllers: [
    AccountsHttpController,
    PasswordResetHttpController,
    EmailVerificationHttpController,
    AccountSettingsHttpController,
  ],
  providers: [
    AccountsService,
    SignInMetrics,
    // Accounts people look after themselves, by mail (decision 0037).
    AccountLinksService,
    AccountMailLimit,
    OwnerCheck,
    PasswordResetService,
    EmailVerificationService,
    AccountSettingsService,
    {
      provide: ACCOUNT_MAIL_LIMITS,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig): AccountMailLimits => ({
        perEmail: config.ACCOUNT_MAILS_PER_EMAIL_PER_HOUR,
        perSource: config.ACCOUNT_MAILS_PER_SOURCE_PER_HOUR,
        passwordChecks: PASSWORD_CHECKS_PER_HOUR,
        windowMs: HOUR_MS,
      }),
    },
    SignInThrottle,
    SignUpLimit,
    {
      provide: SIGN_IN_LIMITS,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig): SignInLimits => ({
        freeAttempts: config.SIGN_IN_FREE_ATTEMPTS,
        accountFreeAttempts: config.SIGN_IN_ACCOUNT_FREE_ATTEMPTS,
        sourceFreeAttempts: config.SIGN_IN_SOURCE_FREE_ATTEMPTS,
        baseDelayMs: config.SIGN_IN_FIRST_DELAY_SECONDS * 1000,
        maxDelayMs: config.SIGN_IN_MAX_DELAY_SECONDS * 1000,
        memoryMs: HOUR_MS,
        knownBrowserMs: KNOWN_BROWSER_MS,
        knownAddressFreeAttempts: config.SIGN_IN_KNOWN_ADDRESS_FREE_ATTEMPTS,
        knownAddressMs: config.SIGN_IN_KNOWN_ADDRESS_DAYS * 24 * HOUR_MS,
        knownAddressesPerAccount: config.SIGN_IN_KNOWN_ADDRESSES_PER_ACCOUNT,
      }),
    },
    {
      provide: SIGN_UP_LIMITS,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig): SignUpLimits => ({
        perSource: config.SIGN_UPS_PER_SOURCE_PER_HOUR,
        takenEmailAnswersPerSource: config.SIGN_UP_TAKEN_EMAIL_ANSWERS_PER_SOURCE_PER_HOUR,
        windowMs: HOUR_MS,
      }),
    },
    {
      provide: KnownBrowserCookie,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig) => new KnownBrowserCookie(config, KNOWN_BROWSER_MS),
    },
  ],
})
export class AccountsModule {}
