import { Inject, Injectable } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  tooManySignInAttemptsMessage,
  tooManySignUpsMessage,
  type LoginRequest,
  type Registration,
} from '@classhub/contracts';
import { conflict, DRIZZLE, notSignedIn, orUnavailable, ThrottledError } from '@classhub/nest-kit';
import type { IdentityDb } from '../db/identity-db.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import type { UserRow } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { SignInMetrics } from './sign-in-metrics.js';
import { SignInThrottle, type SignInAttempt } from './sign-in-throttle.js';
import { SignUpLimit, type SignUpCounter } from './sign-up-limit.js';

export interface SignedIn {
  user: UserRow;
  /** The new session's refresh token, for the cookie. */
  sessionToken: string;
}

/** Email-and-password accounts: sign-up and sign-in (each starts a session). */
@Injectable()
export class AccountsService {
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly signUps: SignUpLimit,
    private readonly verification: EmailVerificationService,
    private readonly metrics: SignInMetrics,
  ) {}

  /**
   * `input` is validated and normalised (registerRequestSchema). An email that already has an account is answered
   * 409 first, so someone on a busy shared network hears that rather than the new-account limit; those answers have
   * their own per-source budget (429 over it), so they list accounts no faster than before. Then the new account is
   * counted against the source's sign-up limit (429 over it). The account starts unverified and its address gets a
   * link (decision 0037): until it is opened the account cannot pay, and it counts against its source's limit.
   */
  async register(input: Registration, source: string): Promise<SignedIn> {
    if (await this.users.findByEmail(input.email)) {
      await this.takeSignUp(source, 'takenEmail');
      throw conflict(IDENTITY_MESSAGES.emailTaken);
    }
    await this.takeSignUp(source, 'newAccount');
    const passwordHash = await this.hasher.hash(input.password);
    const signedIn = await this.db.transaction(async (tx) => {
      const user = await this.users.create(tx, {
        name: input.name,
        email: input.email,
        photo: input.photo,
        passwordHash,
        emailVerified: false,
      });
      if (!user) return undefined;
      await this.verification.mailSignUpLink(tx, user, source);
      return { user, sessionToken: await this.sessions.start(user.id, tx) };
    });
    if (!signedIn) throw conflict(IDENTITY_MESSAGES.emailTaken);
    this.metrics.signUp('created');
    this.users.publishSoon();
    return signedIn;
  }

  /**
   * One answer for every failure (unknown email, wrong password, Google-only account), in about the same time,
   * so the endpoint does not reveal which emails have accounts. The attempt is reserved with the throttle before the
   * password is looked at; a refused one is a ThrottledError.
   */
  async login(input: Required<LoginRequest>, attempt: SignInAttempt): Promise<SignedIn> {
    const reservation = await orUnavailable('Sign-in', () => this.throttle.reserve(attempt));
    if (!reservation.allowed) {
      this.metrics.signIn('throttled');
      throw new ThrottledError(reservation.retryAfterMs, tooManySignInAttemptsMessage);
    }
    const { account: email } = attempt;

    const user = await this.users.findByEmail(email);
    const valid = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verify(await this.dummy(), input.password).then(() => false);
    if (!user || !valid) {
      this.metrics.signIn('failed');
      throw notSignedIn(IDENTITY_MESSAGES.invalidCredentials);
    }
    await orUnavailable('Sign-in', () => this.throttle.forgive(attempt, reservation.lane));
    this.metrics.signIn('succeeded');
    return { user, sessionToken: await this.sessions.start(user.id) };
  }

  private async takeSignUp(source: string, counter: SignUpCounter): Promise<void> {
    const waitMs = await orUnavailable('Sign-up', () => this.signUps.take(source, counter));
    if (waitMs > 0) {
      this.metrics.signUp('throttled');
      throw new ThrottledError(waitMs, tooManySignUpsMessage);
    }
  }

  // A real argon2id hash to verify against when there is none, so a miss costs what a wrong password costs.
  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash('not-a-real-password#1A');
    return this.dummyHash;
  }
}
