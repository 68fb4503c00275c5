import path from 'node:path';
import { googleSignIn } from '../../tools/platform/demo-google.mjs';
import { startIsolatedPlatform } from '../../tools/platform/isolated-platform.mjs';
import { ROOT } from '../../tools/platform/platform.mjs';

export type RunningPlatform = Awaited<ReturnType<typeof startIsolatedPlatform>>;

/**
 * The whole platform (built output, demo data) on its own ports, databases and NATS namespace, so neither a
 * developer's running copy nor another test platform is disturbed or used. `remove()` stops it and drops its data.
 */
export function startTestPlatform(
  label: string,
  /** Called once the gateway's URL is known, before anything starts: extra variables per service. */
  prepare: (baseUrl: string) => Promise<Record<string, Record<string, string>>> = async () => ({}),
  /** Variables for every process, the gateway's included. */
  env: Record<string, string> = {},
): Promise<RunningPlatform> {
  return startIsolatedPlatform(label, { prepare, logRoot: path.join(ROOT, 'e2e/test-results/logs'), env });
}

/**
 * A test platform whose "Login with Google" goes to the demo OpenID Connect provider `npm start` runs without Google
 * settings (libs/testing's stand-in for Google), through the same code path as Google; the developer's own Google
 * settings, if any, are left out. `remove()` also stops the provider.
 */
export async function startTestPlatformWithGoogle(label: string): Promise<RunningPlatform> {
  let google: Awaited<ReturnType<typeof googleSignIn>> | undefined;
  try {
    const platform = await startTestPlatform(label, async (baseUrl) => {
      // Google sends the popup back to the origin the browser opened (this base URL, or its other loopback name).
      google = await googleSignIn(baseUrl, {});
      return { identity: google.identityEnv };
    });
    return {
      ...platform,
      async remove() {
        await platform.remove();
        await google?.stop();
      },
    };
  } catch (error) {
    await google?.stop();
    throw error;
  }
}

/**
 * A test platform at scale (decision 0047): two copies of every service and of the gateway, a three-node NATS
 * JetStream cluster with three-replica streams, and smaller database pools (SCALED_POOLS).
 */
export function startScaledTestPlatform(label: string): Promise<RunningPlatform> {
  return startIsolatedPlatform(label, {
    logRoot: path.join(ROOT, 'e2e/test-results/logs'),
    natsNodes: 3,
    replicas: { services: 2, gateway: 2 },
    env: SCALED_POOLS,
  });
}

/**
 * Eight service processes with the default pool of 10 (plus each one's listeners and lease) would take most of a
 * default PostgreSQL's 100 connections; 5 each leaves room for the suite's shared platform.
 */
export const SCALED_POOLS = { DB_POOL_SIZE: '5' };
