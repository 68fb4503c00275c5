import { fileURLToPath } from 'node:url';
import { loadConfig, serviceConfigSchema } from '@classhub/nest-kit';
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
    /** Where profile pictures are stored (local disk storage). */
    MEDIA_DIR: z.string().min(1).default(`${serviceRoot}.data/media`),
    /** Seed the demo accounts when the users table is empty (npm start turns it on). */
    SEED_DEMO_DATA: booleanFlag('false'),
    /** The origin users open; Google sends them back to `${PUBLIC_URL}/api/auth/google/callback`. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://classhub.example.com' })
      .default('http://localhost:3000')
      .transform((value) => value.replace(/\/+$/, '')),
    /** Session cookie only over https; off for plain-http local runs. */
    COOKIE_SECURE: booleanFlag('false'),
    /** ES256 signing key (PKCS8 PEM, `\n` escapes allowed); when unset one is generated once and kept in the database. */
    JWT_PRIVATE_KEY: optionalText.transform((value) => value?.replace(/\\n/g, '\n')),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Google sign-in (OpenID Connect); all three or none. Tests point the issuer at a local provider. */
    GOOGLE_ISSUER_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
  })
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
        context.addIssue({ code: 'custom', path: ['GOOGLE_ISSUER_URL'], message: 'must use https (plain http only on localhost)' });
      }
    }
    if (config.JWT_PRIVATE_KEY && !/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/.test(config.JWT_PRIVATE_KEY)) {
      context.addIssue({ code: 'custom', path: ['JWT_PRIVATE_KEY'], message: 'must be a PKCS8 PEM (-----BEGIN PRIVATE KEY-----)' });
    }
  });

export type IdentityConfig = z.output<typeof identityConfigSchema>;

/** Google's OpenID Connect client settings, when all three variables are set. */
export interface GoogleClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export function googleClientConfig(config: IdentityConfig): GoogleClientConfig | undefined {
  const { GOOGLE_ISSUER_URL: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!issuer || !clientId || !clientSecret) return undefined;
  return { issuer, clientId, clientSecret, redirectUri: `${config.PUBLIC_URL}/api/auth/google/callback` };
}

export const MIGRATIONS_FOLDER = `${serviceRoot}drizzle`;
export const DEMO_IMAGES_FOLDER = `${serviceRoot}assets/demo-images`;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
