/** The service's one NATS connection (a `NatsConnection` from @nats-io/transport-node). */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
