// The platform's NATS launcher (tools/platform), which starts the server these tests check.
export { NATS_CONFIG, startNatsServer } from '../../../tools/platform/nats-server.mjs';
