import { fileURLToPath } from 'node:url';
import {
  checkObjectStorageConfig,
  loadConfig,
  objectStorageConfigShape,
  serviceConfigSchema,
} from '@classhub/nest-kit';
import { z } from 'zod';

const serviceRoot = fileURLToPath(new URL('../..', import.meta.url));

// An unset variable and an empty one (`FOO=` in a compose file) both mean "not configured".
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const booleanFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

const GOOGLE_VARIABLES = ['GOOGLE_ISSUER_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const;

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export const identityConfigSchema = serviceConfigSchema({ name: 'identity', port: 4101, database: 'classhub_identity' })
  .extend({
    /** Where profile pictures are stored without a bucket (S3_BUCKET unset: local disk storage). */
    MEDIA_DIR: z.string().min(1).default(`${serviceRoot}.data/media`),
    ...objectStorageConfigShape,
    /** Seed the demo accounts when the users table is empty (npm start turns it on). */
    SEED_DEMO_DATA: booleanFlag('false'),
    /** The origin users open; Google sends them back to `${PUBLIC_URL}/api/auth/google/callback`. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://classhub.example.com' })
      .default('http://localhost:3000')
      .transform((value) => value.replace(/\/+$/, '')),
    /**
     * Other origins users reach this ClassHub under (comma-separated), such as http://127.0.0.1:3000 beside
     * http://localhost:3000. Google sign-in returns to whichever of these origins the user is on.
     */
    EXTRA_PUBLIC_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({
            protocol: /^https?$/,
            error: 'must be comma-separated http(s) origins such as http://127.0.0.1:3000',
          }),
        ),
      ),
    /** Session cookies only over https; unset means "when PUBLIC_URL is https". */
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    /** ES256 signing key (PKCS8 PEM, `\n` escapes allowed); when unset one is generated once and kept in the database. */
    JWT_PRIVATE_KEY: optionalText.transform((value) => value?.replace(/\\n/g, '\n')),
    /**
     * The key that encrypts the generated signing key at rest (32 bytes, base64 or base64url). When unset it is read
     * from JWT_KEY_ENCRYPTION_KEY_FILE, which is created with a random key if missing; replicas must share it.
     */
    JWT_KEY_ENCRYPTION_KEY: optionalText.refine(
      (value) => value === undefined || /^[A-Za-z0-9+/_-]{43}=?$/.test(value),
      'must be 32 bytes in base64 or base64url (e.g. `openssl rand -base64 32`)',
    ),
    JWT_KEY_ENCRYPTION_KEY_FILE: z.string().min(1).default(`${serviceRoot}.data/jwt-key-encryption.key`),
    /** A generated signing key is replaced after this many days; the old public key stays published until its tokens expire. */
    SIGNING_KEY_ROTATION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Two tabs refreshing at once present the same cookie: one rotated this recently still yields a token. */
    SESSION_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /** Sign-in throttling and sign-up limits are counted here (atomic counters shared by every replica). */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .default('redis://127.0.0.1:6379'),
    /** Sign-in attempts one account may make from one source (or one known browser) before delays start. */
    SIGN_IN_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
    /** Attempts on one account from browsers it never signed in from, over all sources, before delays start. */
    SIGN_IN_ACCOUNT_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Attempts from one source (a proxy may hide many users) on accounts it never signed in to, before delays start. */
    SIGN_IN_SOURCE_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(1_000_000).default(100),
    /**
     * Attempts from browsers an account does not know, at addresses it signed in from (an IPv6 /64 counts as one),
     * all such addresses together, before delays start: a share nobody at another address can spend (decision 0032).
     */
    SIGN_IN_KNOWN_ADDRESS_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
    /** An address stays known to an account this many days after its last successful sign-in from it. */
    SIGN_IN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(1).max(365).default(90),
    /** How many addresses an account keeps as known (the most recently used). */
    SIGN_IN_KNOWN_ADDRESSES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(10),
    /** The wait after the free attempts; it doubles with each further attempt. */
    SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
    /** The longest delay between attempts. */
    SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** New accounts one source may register per hour. */
    SIGN_UPS_PER_SOURCE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    /** "This email already has an account" answers one source may get per hour, so sign-up cannot list accounts quickly. */
    SIGN_UP_TAKEN_EMAIL_ANSWERS_PER_SOURCE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
    /** A "Forgot password?" link works this many minutes (decision 0037). */
    PASSWORD_RESET_LINK_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(30),
    /** A link proving an address (a new account's, or the new one of an email change) works this many hours. */
    EMAIL_VERIFICATION_LINK_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(48),
    /** Links (password reset, verification) mailed to one address per hour, whoever asks. */
    ACCOUNT_MAILS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
    /** Password-reset requests one source may make per hour, over all addresses. */
    ACCOUNT_MAILS_PER_SOURCE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Google sign-in (OpenID Connect); all three or none. Tests point the issuer at a local provider. */
    GOOGLE_ISSUER_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /**
     * The Google settings point at the local demo OpenID provider that `npm start` runs when no real Google client is
     * configured; the login page then labels the button as a demo. Loopback issuers only.
     */
    GOOGLE_DEMO_PROVIDER: booleanFlag('false'),
  })
  .superRefine(checkObjectStorageConfig)
  .superRefine((config, context) => {
    const set = GOOGLE_VARIABLES.filter((name) => config[name]);
    if (set.length > 0 && set.length < GOOGLE_VARIABLES.length) {
      for (const name of GOOGLE_VARIABLES.filter((variable) => !config[variable])) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is missing: Google sign-in needs ${GOOGLE_VARIABLES.join(', ')} together (set all three, or none to turn it off)`,
        });
      }
    }
    if (config.GOOGLE_ISSUER_URL) {
      const issuer = new URL(config.GOOGLE_ISSUER_URL);
      if (issuer.protocol !== 'https:' && !isLoopback(issuer)) {
        context.addIssue({
          code: 'custom',
          path: ['GOOGLE_ISSUER_URL'],
          message: 'must use https (plain http only on localhost)',
        });
      }
    }
    if (config.GOOGLE_DEMO_PROVIDER && !(config.GOOGLE_ISSUER_URL && isLoopback(new URL(config.GOOGLE_ISSUER_URL)))) {
      context.addIssue({
        code: 'custom',
        path: ['GOOGLE_DEMO_PROVIDER'],
        message: 'needs GOOGLE_ISSUER_URL on localhost (the demo provider runs on this machine)',
      });
    }
    if (
      config.JWT_PRIVATE_KEY &&
      !/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/.test(config.JWT_PRIVATE_KEY)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_PRIVATE_KEY'],
        message: 'must be a PKCS8 PEM (-----BEGIN PRIVATE KEY-----)',
      });
    }
  })
  // Cookies are Secure whenever users reach ClassHub over https, unless COOKIE_SECURE says otherwise.
  .transform((config) => ({
    ...config,
    COOKIE_SECURE:
      config.COOKIE_SECURE === undefined ? config.PUBLIC_URL.startsWith('https://') : config.COOKIE_SECURE === 'true',
    /** Every origin users may open: PUBLIC_URL's first, then EXTRA_PUBLIC_ORIGINS. */
    PUBLIC_ORIGINS: [...new Set([config.PUBLIC_URL, ...config.EXTRA_PUBLIC_ORIGINS].map((url) => new URL(url).origin))],
  }));

export type IdentityConfig = z.output<typeof identityConfigSchema>;

/** Prefix of this deployment's Redis keys; a test run or a second platform has its own namespace, so its own keys. */
export function redisKeyPrefix(config: IdentityConfig): string {
  return `${config.NATS_NAMESPACE}:identity:`;
}

/** Where Google sends the browser back, on the origin the sign-in started from. */
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/** Google's OpenID Connect client settings, when all three variables are set. */
export interface GoogleClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** One redirect URI per public origin (each must be registered with the provider). */
  redirectUris: readonly string[];
}

export function googleClientConfig(config: IdentityConfig): GoogleClientConfig | undefined {
  const { GOOGLE_ISSUER_URL: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!issuer || !clientId || !clientSecret) return undefined;
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUris: config.PUBLIC_ORIGINS.map((origin) => `${origin}${GOOGLE_CALLBACK_PATH}`),
  };
}

export const MIGRATIONS_FOLDER = `${serviceRoot}drizzle`;
export const DEMO_IMAGES_FOLDER = `${serviceRoot}assets/demo-images`;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
