import type { FullConfig } from '@playwright/test';
import { startOidcProvider } from '@classhub/testing';
import { randomBytes } from 'node:crypto';
import { startTestPlatform } from './test-platform.js';

/**
 * Starts the whole platform for this run only: its own ports, databases and NATS namespace, so a developer's
 * running copy is neither disturbed nor used. "Login with Google" goes to a real OpenID Connect provider on loopback
 * (libs/testing's stand-in for Google), through the same code path as Google.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const google = { clientId: `classhub-e2e-${randomBytes(3).toString('hex')}`, clientSecret: randomBytes(24).toString('hex') };
  let oidc: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  try {
    const platform = await startTestPlatform('e2e', async (baseUrl) => {
      oidc = await startOidcProvider({ ...google, redirectUris: [`${baseUrl}/api/auth/google/callback`] });
      return {
        identity: {
          // Google sends the popup back to `${PUBLIC_URL}/api/auth/google/callback`: the origin the browser opens.
          PUBLIC_URL: baseUrl,
          GOOGLE_ISSUER_URL: oidc.issuer,
          GOOGLE_CLIENT_ID: google.clientId,
          GOOGLE_CLIENT_SECRET: google.clientSecret,
        },
      };
    });
    process.env.E2E_BASE_URL = platform.baseUrl;
    return async () => {
      await platform.remove();
      await oidc?.stop();
    };
  } catch (error) {
    await oidc?.stop();
    throw error;
  }
}
