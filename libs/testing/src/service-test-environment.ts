import { dropDatabase, freshDatabaseUrl } from './fresh-database.js';
import { removeNamespaceStreams, testNamespace } from './event-namespace.js';
import { startTestTokenIssuer, type TestTokenIssuer } from './test-token-issuer.js';

export interface ServiceTestEnvironment {
  databaseUrl: string;
  namespace: string;
  issuer: TestTokenIssuer;
  /** Drops the database, the namespace's streams and stops the issuer (after the service has stopped). */
  remove(): Promise<void>;
}

/** What a service other than identity needs to run under test: its own database and NATS namespace, and a token issuer. */
export async function startServiceTestEnvironment(databasePrefix: string): Promise<ServiceTestEnvironment> {
  const issuer = await startTestTokenIssuer();
  const databaseUrl = await freshDatabaseUrl(databasePrefix);
  const namespace = testNamespace();
  return {
    databaseUrl,
    namespace,
    issuer,
    async remove() {
      await issuer.stop();
      await dropDatabase(databaseUrl);
      await removeNamespaceStreams(namespace);
    },
  };
}
