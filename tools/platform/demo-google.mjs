// "Login with Google" on the demo platform: without real Google settings, `npm start` (and `npm run dev`) run the
// standards-following OpenID Connect provider that the tests use (libs/testing) on loopback, and point identity at it,
// so the popup flow works out of the box. The login page labels it as a demo provider (GOOGLE_DEMO_PROVIDER).
import { randomBytes } from 'node:crypto';

const GOOGLE_VARIABLES = ['GOOGLE_ISSUER_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];

/**
 * @param {string} publicUrl the origin the browser opens (identity's PUBLIC_URL)
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ identityEnv: Record<string, string>, description: string, stop(): Promise<void> }>}
 */
export async function googleSignIn(publicUrl, env = process.env) {
  if (GOOGLE_VARIABLES.some((name) => env[name])) {
    // Real settings (or a partial set, which identity refuses with a message naming what is missing).
    return { identityEnv: {}, description: `Google (${env.GOOGLE_ISSUER_URL ?? 'incomplete settings'})`, stop: async () => undefined };
  }
  // Imported only here: the built libs/testing exists once `npm start` has built everything.
  const { startOidcProvider } = await import('@classhub/testing');
  const client = { clientId: 'classhub-demo', clientSecret: randomBytes(24).toString('hex') };
  const provider = await startOidcProvider({ ...client, redirectUris: [`${publicUrl}/api/auth/google/callback`] });
  return {
    identityEnv: {
      PUBLIC_URL: publicUrl,
      GOOGLE_ISSUER_URL: provider.issuer,
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_DEMO_PROVIDER: 'true',
    },
    description: `demo OpenID provider at ${provider.issuer} (not Google: any email signs in)`,
    stop: () => provider.stop(),
  };
}
