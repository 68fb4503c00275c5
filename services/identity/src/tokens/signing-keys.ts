import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM, DRIZZLE, SERVICE_CONFIG, type EventsTransaction } from '@classhub/nest-kit';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { IdentityConfig } from '../config/identity.config.js';
import type { IdentityDb } from '../db/identity-db.js';
import { SigningKeyCipher } from './signing-key-cipher.js';
import { signingKeys, type SigningKeyRow } from './signing-key.entity.js';

// Any constant will do; it serialises replicas generating, rotating or upgrading keys together.
const KEY_MAINTENANCE_LOCK = 727_101;
/** A new key is published this long before it signs: longer than any verifier caches identity's JWKS (jose: 10 min). */
export const PUBLISH_AHEAD_MS = 15 * 60 * 1000;
// How often each replica rotates when due and picks up a key another replica made.
const MAINTENANCE_INTERVAL_MS = 60 * 1000;
// Clocks of replicas drift a little; an old key stays published this much past its last token's expiry.
const CLOCK_SLACK_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  activatesAt: Date;
}

/** Public half of an EC private JWK, labelled for a JWKS. */
async function publicJwkOf(privateJwk: JWK): Promise<JWK> {
  const { kty, crv, x, y } = privateJwk;
  const publicJwk: JWK = { kty, crv, x, y };
  return { ...publicJwk, kid: await calculateJwkThumbprint(publicJwk), alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
}

/**
 * The ES256 keys that sign access tokens (decision 0023). JWT_PRIVATE_KEY when set: one key, managed by the operator.
 * Otherwise keys generated here, kept in the signing_keys table encrypted (SigningKeyCipher), shared by restarts and
 * replicas and rotated every SIGNING_KEY_ROTATION_DAYS: the next key is published PUBLISH_AHEAD_MS before it starts
 * signing, and the previous one stays published until the last token it signed has expired.
 */
@Injectable()
export class SigningKeys implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SigningKeys.name);
  private keys: LoadedKey[] = [];
  private cipher?: SigningKeyCipher;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(DRIZZLE) private readonly db: IdentityDb,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.load();
    if (this.config.JWT_PRIVATE_KEY) return;
    this.timer = setInterval(() => {
      this.maintain().catch((error: unknown) => this.logger.error({ err: error }, 'Signing key maintenance failed'));
    }, MAINTENANCE_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Loads the keys once (idempotent); called at start-up and by anything that needs them earlier. */
  async load(): Promise<void> {
    if (this.keys.length > 0) return;
    if (this.config.JWT_PRIVATE_KEY) this.keys = [await this.fromPem(this.config.JWT_PRIVATE_KEY)];
    else await this.maintain();
  }

  /** The key that signs at `now`: the newest one already active. */
  signingKey(now = new Date()): LoadedKey {
    const active = this.keys.filter((key) => key.activatesAt <= now);
    const newest = active.at(-1) ?? this.keys[0];
    if (!newest) throw new Error('SigningKeys used before load()');
    return newest;
  }

  /** GET /.well-known/jwks.json: every key that signs, will sign soon, or signed tokens that have not expired yet. */
  get jwks(): JSONWebKeySet {
    return { keys: this.keys.map((key) => key.publicJwk) };
  }

  /** Identity verifies its own tokens with the key set it publishes at the moment of each check. */
  async verificationKeys(): Promise<JWTVerifyGetKey> {
    await this.load();
    return (header, token) => createLocalJWKSet(this.jwks)(header, token);
  }

  /**
   * Makes the table right for `now` under a lock shared by all replicas, then loads what it holds: encrypts keys kept
   * in clear by older versions, creates the first key, publishes the next one when the current one is due for
   * rotation, and deletes keys no token can carry any more.
   */
  async maintain(now = new Date()): Promise<void> {
    this.cipher ??= await SigningKeyCipher.fromConfig(this.config);
    const cipher = this.cipher;
    const rows = await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_MAINTENANCE_LOCK})`);
      await this.encryptKeptInClear(tx, cipher);
      await tx
        .delete(signingKeys)
        .where(and(isNotNull(signingKeys.publishedUntil), lte(signingKeys.publishedUntil, now)));
      const live = await tx.select().from(signingKeys).orderBy(asc(signingKeys.activatesAt));
      const current = live.filter((row) => row.activatesAt <= now).at(-1);
      const pending = live.some((row) => row.activatesAt > now);
      if (!current) return [...live, await this.createKey(tx, cipher, now)];
      const rotationDue =
        current.activatesAt.getTime() + this.config.SIGNING_KEY_ROTATION_DAYS * DAY_MS - PUBLISH_AHEAD_MS;
      if (pending || now.getTime() < rotationDue) return live;
      const next = await this.createKey(tx, cipher, new Date(now.getTime() + PUBLISH_AHEAD_MS));
      const publishedUntil = new Date(
        next.activatesAt.getTime() + this.config.ACCESS_TOKEN_TTL_SECONDS * 1000 + CLOCK_SLACK_MS,
      );
      await tx.update(signingKeys).set({ publishedUntil }).where(eq(signingKeys.kid, current.kid));
      this.logger.log(
        `Published access-token signing key ${next.kid}; it signs from ${next.activatesAt.toISOString()}`,
      );
      return [...live, next];
    });
    this.keys = await Promise.all(rows.map((row) => this.unlock(row, cipher)));
  }

  private async createKey(
    tx: EventsTransaction | IdentityDb,
    cipher: SigningKeyCipher,
    activatesAt: Date,
  ): Promise<SigningKeyRow> {
    const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const publicJwk = await publicJwkOf(privateJwk);
    const [created] = await tx
      .insert(signingKeys)
      .values({ kid: publicJwk.kid as string, privateJwe: await cipher.encrypt(privateJwk), publicJwk, activatesAt })
      .returning();
    return created!;
  }

  /** Keys stored by a version that kept them in clear are encrypted in place. */
  private async encryptKeptInClear(tx: EventsTransaction | IdentityDb, cipher: SigningKeyCipher): Promise<void> {
    const clear = await tx
      .select()
      .from(signingKeys)
      .where(and(isNull(signingKeys.privateJwe), isNotNull(signingKeys.privateJwk)));
    for (const row of clear) {
      const privateJwe = await cipher.encrypt(row.privateJwk as JWK);
      await tx.update(signingKeys).set({ privateJwe, privateJwk: null }).where(eq(signingKeys.kid, row.kid));
      this.logger.log(`Encrypted access-token signing key ${row.kid} at rest`);
    }
  }

  private async unlock(row: SigningKeyRow, cipher: SigningKeyCipher): Promise<LoadedKey> {
    if (!row.privateJwe) throw new Error(`Signing key ${row.kid} has no encrypted private key`);
    const privateKey = (await importJWK(await cipher.decrypt(row.privateJwe), ACCESS_TOKEN_ALGORITHM)) as CryptoKey;
    return { kid: row.kid, privateKey, publicJwk: row.publicJwk, activatesAt: row.activatesAt };
  }

  private async fromPem(pem: string): Promise<LoadedKey> {
    let privateKey: CryptoKey;
    try {
      privateKey = await importPKCS8(pem, ACCESS_TOKEN_ALGORITHM, { extractable: true });
    } catch (error) {
      throw new Error(
        `JWT_PRIVATE_KEY is not a P-256 (ES256) PKCS8 private key: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const publicJwk = await publicJwkOf(await exportJWK(privateKey));
    return { kid: publicJwk.kid as string, privateKey, publicJwk, activatesAt: new Date(0) };
  }
}
