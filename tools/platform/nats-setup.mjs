// Creates (or brings up to date) the event and dead-letter streams as the NATS setup user, then exits: the one-shot
// `nats-setup` container of docker-compose runs it before any service starts. Reads NATS_URL, NATS_NKEY_SEED (the
// setup user's), NATS_NAMESPACE and the streams' limits (NATS_EVENTS_*, NATS_DLQ_*; docs/configuration.md).
import { createEventStream, streamLimitsFromEnv } from './nats-server.mjs';

const { NATS_URL, NATS_NKEY_SEED, NATS_NAMESPACE = 'classhub' } = process.env;
if (!NATS_URL || !NATS_NKEY_SEED) {
  console.error("nats-setup needs NATS_URL and NATS_NKEY_SEED (the setup user's seed)");
  process.exit(1);
}
let limits;
try {
  limits = await streamLimitsFromEnv();
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}
await createEventStream(NATS_URL, NATS_NKEY_SEED, NATS_NAMESPACE, limits);
console.log(`event and dead-letter streams of namespace ${NATS_NAMESPACE} are ready`);
