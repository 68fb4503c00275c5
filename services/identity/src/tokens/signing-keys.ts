import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM, DRIZZLE, SERVICE_CONFIG } from '@classhub/nest-kit';
import { asc, sql } from 'drizzle-orm';
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
import { signingKeys } from './signing-key.entity.js';

// Any constant will do; it only serialises replicas generating the first key together.
const KEY_GENERATION_LOCK = 727_101;

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** Public half of an EC private JWK, labelled for a JWKS. */
async function publicJwkOf(privateJwk: JWK): Promise<JWK> {
  const { kty, crv, x, y } = privateJwk;
  const publicJwk: JWK = { kty, crv, x, y };
  return { ...publicJwk, kid: await calculateJwkThumbprint(publicJwk), alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
}

/**
 * The ES256 key that signs access tokens: JWT_PRIVATE_KEY when set, otherwise one generated on first start and kept in
 * the signing_keys table, so restarts and replicas sign with (and publish) the same key.
 */
@Injectable()
export class SigningKeys implements OnModuleInit {
  private readonly logger = new Logger(SigningKeys.name);
  private key?: LoadedKey;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(DRIZZLE) private readonly db: IdentityDb,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.load();
  }

  /** Loads the key once (idempotent); called by the module's start-up and by anything that needs the key earlier. */
  async load(): Promise<LoadedKey> {
    this.key ??= this.config.JWT_PRIVATE_KEY ? await this.fromPem(this.config.JWT_PRIVATE_KEY) : await this.fromDatabase();
    return this.key;
  }

  get current(): LoadedKey {
    if (!this.key) throw new Error('SigningKeys used before load()');
    return this.key;
  }

  /** GET /.well-known/jwks.json */
  get jwks(): JSONWebKeySet {
    return { keys: [this.current.publicJwk] };
  }

  /** Identity verifies its own tokens with the same public key set it publishes. */
  async verificationKeys(): Promise<JWTVerifyGetKey> {
    const { publicJwk } = await this.load();
    return createLocalJWKSet({ keys: [publicJwk] });
  }

  private async fromPem(pem: string): Promise<LoadedKey> {
    let privateKey: CryptoKey;
    try {
      privateKey = await importPKCS8(pem, ACCESS_TOKEN_ALGORITHM, { extractable: true });
    } catch (error) {
      throw new Error(`JWT_PRIVATE_KEY is not a P-256 (ES256) PKCS8 private key: ${error instanceof Error ? error.message : String(error)}`);
    }
    const publicJwk = await publicJwkOf(await exportJWK(privateKey));
    return { kid: publicJwk.kid as string, privateKey, publicJwk };
  }

  private async fromDatabase(): Promise<LoadedKey> {
    const stored = await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_GENERATION_LOCK})`);
      const [existing] = await tx.select().from(signingKeys).orderBy(asc(signingKeys.createdAt)).limit(1);
      if (existing) return existing;
      const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
      const privateJwk = await exportJWK(privateKey);
      const publicJwk = await publicJwkOf(privateJwk);
      const [created] = await tx
        .insert(signingKeys)
        .values({ kid: publicJwk.kid as string, privateJwk, publicJwk })
        .returning();
      this.logger.log(`Generated access-token signing key ${publicJwk.kid}`);
      return created!;
    });
    const privateKey = (await importJWK(stored.privateJwk, ACCESS_TOKEN_ALGORITHM)) as CryptoKey;
    return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk };
  }
}
