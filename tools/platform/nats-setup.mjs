// Creates (or brings up to date) the event stream as the NATS setup user, then exits: the one-shot `nats-setup`
// container of docker-compose runs it before any service starts. Reads NATS_URL, NATS_NKEY_SEED (the setup user's)
// and NATS_NAMESPACE.
import { createEventStream } from './nats-server.mjs';

const { NATS_URL, NATS_NKEY_SEED, NATS_NAMESPACE = 'classhub' } = process.env;
if (!NATS_URL || !NATS_NKEY_SEED) {
  console.error("nats-setup needs NATS_URL and NATS_NKEY_SEED (the setup user's seed)");
  process.exit(1);
}
await createEventStream(NATS_URL, NATS_NKEY_SEED, NATS_NAMESPACE);
console.log(`event stream of namespace ${NATS_NAMESPACE} is ready`);
