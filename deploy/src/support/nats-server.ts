// The platform's NATS launcher (tools/platform), which starts the server these tests check, and its port picker.
export {
  createEventStream,
  NATS_CLUSTER_CONFIG,
  NATS_CONFIG,
  startNatsServer,
} from '../../../tools/platform/nats-server.mjs';
export { freePort } from '../../../tools/platform/free-port.mjs';
