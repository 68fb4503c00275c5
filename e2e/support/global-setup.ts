import type { FullConfig } from '@playwright/test';
import { startTestPlatformWithGoogle } from './test-platform.js';

/**
 * Starts the whole platform for this run only: its own ports, databases and NATS namespace, so a developer's
 * running copy is neither disturbed nor used, with "Login with Google" going to the demo OpenID Connect provider that
 * `npm start` runs when no Google settings are given, through the same code path as Google.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const platform = await startTestPlatformWithGoogle('e2e');
  process.env.E2E_BASE_URL = platform.baseUrl;
  process.env.E2E_REMOTES_FILE = platform.remotesFile;
  process.env.E2E_MAIL_URL = platform.mail.webUrl;
  // Every process's metrics endpoint by name, for the specs that run Prometheus against this platform.
  process.env.E2E_METRICS_URLS = JSON.stringify(platform.metricsUrls);
  // classes' database, for the specs that time what the browser shows against when the server changed it.
  process.env.E2E_CLASSES_DATABASE_URL = platform.databaseUrl('classes');
  return () => platform.remove();
}
