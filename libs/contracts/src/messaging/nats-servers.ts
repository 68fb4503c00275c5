import { z } from 'zod';

// One rule for NATS_URL wherever it is read (the services, the gateway, the platform's setup): a NATS cluster is
// named by its nodes, and the client moves between them when one dies (decision 0050).
const NATS_SERVER_URL = /^(nats|tls):\/\/[^\s,/]+$/;

/**
 * `nats://a:4222,nats://b:4222` → `['nats://a:4222', 'nats://b:4222']`: one URL or a comma-separated list of a
 * cluster's nodes. Throws naming every entry that is not a `nats://` or `tls://` host and port.
 */
export function natsServerUrls(value: string): string[] {
  const urls = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = urls.filter((url) => !NATS_SERVER_URL.test(url));
  if (urls.length === 0 || invalid.length > 0) {
    const named = invalid.length > 0 ? ` (not: ${invalid.join(', ')})` : '';
    throw new Error(
      `must be a nats:// URL such as nats://127.0.0.1:4222, or a comma-separated list of a cluster's nodes${named}`,
    );
  }
  return urls;
}

/** The NATS_URL setting of every process: one URL or a comma-separated list, each entry checked by natsServerUrls. */
export const natsUrlSetting = z.string().superRefine((value, context) => {
  try {
    natsServerUrls(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
  }
});
