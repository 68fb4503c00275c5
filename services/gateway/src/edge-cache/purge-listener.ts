import { edgePurgeWildcard, parseSurrogateKeys, serviceOfEdgePurge } from '@classhub/contracts';
import type { NatsListener } from '../nats/nats-listeners.js';
import type { EdgeCache } from './edge-cache.js';

/**
 * The services' cache purges applied to `cache`, which is live only while they are heard: purges sent while the
 * connection was down are lost (core NATS), so the cache starts empty again on every reconnection.
 */
export function purgeListener(cache: EdgeCache, namespace: string): NatsListener {
  return {
    name: 'cache purges',
    subject: edgePurgeWildcard(namespace),
    heard: (subject, text) => cache.purge(serviceOfEdgePurge(subject), parseSurrogateKeys(text)),
    setLive: (live) => cache.setLive(live),
  };
}
