// "Login with Google" on the demo platform: without real Google settings, `npm start` (and `npm run dev`) run the
// standards-following OpenID Connect provider that the tests use (libs/testing) on loopback, and point identity at it,
// so the popup flow works out of the box. The login page labels it as a demo provider (GOOGLE_DEMO_PROVIDER).
import { randomBytes } from 'node:crypto';

const GOOGLE_VARIABLES = ['GOOGLE_ISSUER_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * The origins the browser may open the platform under: the public URL's, and on loopback the same port under the
 * other loopback name (http://localhost:3000 and http://127.0.0.1:3000 are one platform).
 * @param {string} publicUrl
 */
export function publicOrigins(publicUrl) {
  const url = new URL(publicUrl);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
  const others = LOOPBACK_NAMES.filter((hostname) => hostname !== url.hostname);
  return [url.origin, ...others.map((hostname) => Object.assign(new URL(url.origin), { hostname }).origin)];
}

/**
 * @param {string} publicUrl the origin the browser opens (identity's PUBLIC_URL)
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ identityEnv: Record<string, string>, description: string, stop(): Promise<void> }>}
 */
export async function googleSignIn(publicUrl, env = process.env) {
  if (GOOGLE_VARIABLES.some((name) => env[name])) {
    // Real settings (or a partial set, which identity refuses with a message naming what is missing).
    return {
      identityEnv: {},
      description: `Google (${env.GOOGLE_ISSUER_URL ?? 'incomplete settings'})`,
      stop: async () => undefined,
    };
  }
  // Imported only here: the built libs/testing exists once `npm start` has built everything.
  const { startOidcProvider } = await import('@classhub/testing');
  const client = { clientId: 'classhub-demo', clientSecret: randomBytes(24).toString('hex') };
  const origins = publicOrigins(publicUrl);
  const redirectUris = origins.map((origin) => `${origin}/api/auth/google/callback`);
  const provider = await startOidcProvider({ ...client, redirectUris });
  return {
    identityEnv: {
      PUBLIC_URL: publicUrl,
      EXTRA_PUBLIC_ORIGINS: origins.slice(1).join(','),
      GOOGLE_ISSUER_URL: provider.issuer,
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_DEMO_PROVIDER: 'true',
    },
    description: `demo OpenID provider at ${provider.issuer} (not Google: any email signs in)`,
    stop: () => provider.stop(),
  };
}
