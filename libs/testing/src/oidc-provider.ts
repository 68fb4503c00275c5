import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Account } from 'oidc-provider';

/** The claims a stand-in account gives, as Google's id_token carries them. */
export interface OidcAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /**
   * Accounts by login (what is typed in the login page's first field). Any other login that contains '@' signs in
   * as that verified email with the name of its local part; any other login signs in without an email.
   */
  accounts?: Record<string, OidcAccountClaims>;
}

export interface RunningOidcProvider {
  /** The issuer URL (http://127.0.0.1:<port>): GOOGLE_ISSUER_URL of the service under test. */
  issuer: string;
  stop(): Promise<void>;
}

/**
 * oidc-provider warns, rightly for production, about its in-memory store, its development login pages and Node 20;
 * a test stand-in wants exactly those, so these warnings are kept out of test output (other output passes).
 */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}

function claimsFor(login: string, accounts: Record<string, OidcAccountClaims>): OidcAccountClaims {
  const known = accounts[login];
  if (known) return known;
  if (!login.includes('@')) return { name: login };
  const local = login.split('@')[0] ?? login;
  return { email: login, email_verified: true, name: local.charAt(0).toUpperCase() + local.slice(1) };
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on loopback that behaves like Google for one confidential
 * client: authorization code flow with PKCE required (S256), email/email_verified/name/picture in the id_token
 * (`conformIdTokenClaims: false`), RS256 signatures. Its development login and consent pages stay on, so a test or
 * a browser signs in by typing any login (and any password) and pressing "Continue".
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const accounts = options.accounts ?? {};
  // The issuer must be known before the provider exists, so the port is taken first and the handler added after.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = await quietly(async () => {
    const { default: Provider } = await import('oidc-provider');
    return new Provider(issuer, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: options.redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          // Google accepts the secret in the token request body (openid-client's default).
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      conformIdTokenClaims: false,
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      scopes: ['openid', 'email', 'profile'],
      findAccount: (_context: unknown, id: string): Account => ({
        accountId: id,
        claims: () => ({ sub: id, ...claimsFor(id, accounts) }),
      }),
      features: { devInteractions: { enabled: true } },
      // Fixed lifetimes (seconds), long enough for a slow browser test; the defaults print a notice when used.
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      jwks: {
        keys: [
          {
            ...signingKey,
            kid: createHash('sha256').update(issuer).digest('hex').slice(0, 16),
            alg: 'RS256',
            use: 'sig',
          },
        ],
      },
    });
  });
  server.on('request', provider.callback());

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
