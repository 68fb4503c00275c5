import { Inject, Injectable, Logger } from '@nestjs/common';
import { DRIZZLE, SERVICE_CONFIG, type EventsTransaction } from '@classhub/nest-kit';
import { normalizeEmail } from '@classhub/contracts';
import { eq, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { createHash, randomBytes } from 'node:crypto';
import {
  GOOGLE_CALLBACK_PATH,
  googleClientConfig,
  type GoogleClientConfig,
  type IdentityConfig,
} from '../config/identity.config.js';
import type { IdentityDb } from '../db/identity-db.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { linkedAccounts, users, type UserRow } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { googleLogins } from './google-login.entity.js';

const PROVIDER = 'google';
/** How long the user has between opening the popup and coming back from Google. */
export const GOOGLE_LOGIN_TTL_SECONDS = 600;

export const GOOGLE_MESSAGES = {
  expired: 'Your Google sign-in expired or was started in another window. Please try again.',
  unverified: 'Google sign-in could not be verified. Please try again.',
  cancelled: 'Google sign-in was cancelled.',
  noEmail: 'Your Google account did not share an email address.',
  emailUnverified: 'Your Google email address is not verified.',
  unavailable: 'Google sign-in is unavailable right now. Please try again later.',
  otherOrigin: (publicUrl: string) => `Google sign-in works only at ${publicUrl}. Open ClassHub there and try again.`,
} as const;

/** A failure the popup shows the user (the message is safe to show). */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
}

export interface GoogleSignedIn {
  user: UserRow;
  isNewUser: boolean;
  sessionToken: string;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * "Login with Google" through OpenID Connect with openid-client: authorization code flow with PKCE (S256), state and
 * nonce; the id_token's signature, issuer, audience and nonce are checked by openid-client. Any OIDC provider with
 * the same behaviour works (tests use a local oidc-provider).
 */
@Injectable()
export class GoogleSignIn {
  private readonly logger = new Logger(GoogleSignIn.name);
  private readonly client?: GoogleClientConfig;
  private discovered?: Promise<oidc.Configuration>;

  constructor(
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {
    this.client = googleClientConfig(config);
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  /** The redirect URI for a sign-in on `origin`, or undefined for an origin not among the public ones (never sent to Google). */
  redirectUriFor(origin: string): string | undefined {
    const redirectUri = `${origin}${GOOGLE_CALLBACK_PATH}`;
    return this.requireClient().redirectUris.includes(redirectUri) ? redirectUri : undefined;
  }

  /**
   * Begins a sign-in on `redirectUri` (from redirectUriFor): remembers state, nonce and PKCE verifier under a new
   * browser secret; returns Google's URL.
   */
  async start(redirectUri: string): Promise<{ authorizationUrl: string; browserSecret: string }> {
    const configuration = await this.configuration();
    const browserSecret = randomBytes(32).toString('base64url');
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.db.delete(googleLogins).where(lt(googleLogins.expiresAt, sql`now()`));
    await this.db.insert(googleLogins).values({
      cookieHash: hash(browserSecret),
      state,
      nonce,
      codeVerifier,
      expiresAt: new Date(Date.now() + GOOGLE_LOGIN_TTL_SECONDS * 1000),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl: url.href, browserSecret };
  }

  /** Completes a sign-in from Google's redirect to `redirectUri`: checks everything, then finds, links or creates the user. */
  async finish(
    browserSecret: string | undefined,
    query: URLSearchParams,
    redirectUri: string,
  ): Promise<GoogleSignedIn> {
    // One use: the pending sign-in is taken out whatever happens next.
    const [pending] = browserSecret
      ? await this.db
          .delete(googleLogins)
          .where(eq(googleLogins.cookieHash, hash(browserSecret)))
          .returning()
      : [];
    if (!pending || pending.expiresAt.getTime() < Date.now()) throw new GoogleSignInError(GOOGLE_MESSAGES.expired);
    if (query.get('state') !== pending.state) throw new GoogleSignInError(GOOGLE_MESSAGES.unverified);
    if (query.has('error')) {
      throw new GoogleSignInError(
        query.get('error') === 'access_denied' ? GOOGLE_MESSAGES.cancelled : GOOGLE_MESSAGES.unverified,
      );
    }

    // openid-client reads the code from this URL and sends it (without the query) as redirect_uri.
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = query.toString();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      this.logger.warn(`Google sign-in refused: ${error instanceof Error ? error.message : String(error)}`);
      throw new GoogleSignInError(GOOGLE_MESSAGES.unverified);
    }
    if (!claims) throw new GoogleSignInError(GOOGLE_MESSAGES.unverified);
    return this.signIn(claims);
  }

  /** Signs in the user linked to this Google account, else the user with its email (linking it), else a new user. */
  private async signIn(claims: oidc.IDToken): Promise<GoogleSignedIn> {
    if (typeof claims.email !== 'string' || !claims.email.includes('@'))
      throw new GoogleSignInError(GOOGLE_MESSAGES.noEmail);
    // Linking by email is safe only for an address the provider has verified.
    if (claims.email_verified !== undefined && claims.email_verified !== true && claims.email_verified !== 'true') {
      throw new GoogleSignInError(GOOGLE_MESSAGES.emailUnverified);
    }
    const email = normalizeEmail(claims.email);
    const name = (typeof claims.name === 'string' && claims.name.trim()) || email.split('@')[0] || email;
    const photo = typeof claims.picture === 'string' && /^https?:\/\//.test(claims.picture) ? claims.picture : '';

    const result = await this.db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(linkedAccounts)
        .innerJoin(users, eq(users.id, linkedAccounts.userId))
        .where(sql`${linkedAccounts.provider} = ${PROVIDER} and ${linkedAccounts.subject} = ${claims.sub}`);
      let user = linked?.user;
      let isNewUser = false;
      if (!user) {
        [user] = await tx.select().from(users).where(eq(users.email, email));
        if (!user) {
          user = await this.users.create(tx, {
            name: name.slice(0, 80),
            email,
            photo: photo.slice(0, 2048),
            passwordHash: null,
          });
          isNewUser = user !== undefined;
          // A concurrent first sign-in created it a moment ago.
          [user] = user ? [user] : await tx.select().from(users).where(eq(users.email, email));
        }
        if (!user) throw new GoogleSignInError(GOOGLE_MESSAGES.unavailable);
        if (!user.emailVerified) user = await this.takeOverUnproved(tx, user);
        await tx
          .insert(linkedAccounts)
          .values({ provider: PROVIDER, subject: claims.sub, userId: user.id })
          .onConflictDoNothing();
      }
      return { user, isNewUser, sessionToken: await this.sessions.start(user.id, tx) };
    });
    if (result.isNewUser) this.users.publishSoon();
    return result;
  }

  /**
   * An email sign-up nobody proved, now claimed by the address's Google owner: whoever chose its password never showed
   * they own the address (they may have registered it first to wait for the owner), so the password and its sessions
   * go, and the account is proved by Google (decision 0037). The owner can set a password through "Forgot password?".
   */
  private async takeOverUnproved(tx: EventsTransaction, user: UserRow): Promise<UserRow> {
    const [proved] = await tx
      .update(users)
      .set({ emailVerified: true, passwordHash: null, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    await this.sessions.revokeAllOf(tx, user.id);
    return proved ?? user;
  }

  private requireClient(): GoogleClientConfig {
    if (!this.client) throw new Error('Google sign-in is not configured');
    return this.client;
  }

  /** The provider's metadata, discovered once; a failed discovery is retried on the next sign-in. */
  private configuration(): Promise<oidc.Configuration> {
    const client = this.requireClient();
    this.discovered ??= oidc
      .discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, {
        // Plain http is only accepted by the config for a provider on loopback (the tests' stand-in).
        execute: new URL(client.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        this.logger.error(
          `OpenID discovery of ${client.issuer} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw new GoogleSignInError(GOOGLE_MESSAGES.unavailable);
      });
    return this.discovered;
  }
}
