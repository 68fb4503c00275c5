import { SERVICE_NAMES } from '../services.js';

/** Namespace of the production event stream; tests and dev copies use their own. */
export const DEFAULT_EVENT_NAMESPACE = 'classhub';

const NAMESPACE_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
// First tokens of subjects outside the event stream: dead letters (`dlq.<ns>.…`) and cache purges (`edge.<ns>.…`).
const RESERVED_NAMESPACES = new Set(['dlq', 'edge']);

/**
 * A namespace is one lower-case subject token. It may not be a service name: request-reply subjects
 * (`classes.seat.hold.v1`) start with one, and the event stream captures everything under `<ns>.>`.
 */
export function assertEventNamespace(namespace: string): string {
  if (!NAMESPACE_PATTERN.test(namespace)) {
    throw new Error(`Invalid event namespace "${namespace}": use one lower-case token of [a-z0-9_-]`);
  }
  if ((SERVICE_NAMES as readonly string[]).includes(namespace)) {
    throw new Error(
      `Invalid event namespace "${namespace}": it would capture the ${namespace} service's request-reply subjects`,
    );
  }
  if (RESERVED_NAMESPACES.has(namespace)) {
    throw new Error(
      `Invalid event namespace "${namespace}": its stream would capture other namespaces' ${namespace} subjects`,
    );
  }
  return namespace;
}

/** The NATS subject an event is published on: `<ns>.<subject>`. */
export function eventWireSubject(namespace: string, subject: string): string {
  return `${assertEventNamespace(namespace)}.${subject}`;
}

/**
 * Where `service` puts a message of `subject` it cannot apply: `dlq.<ns>.<service>.<subject>`, outside the event stream
 * in a bounded stream of its own (decision 0030). Only `service`'s key may publish it.
 */
export function deadLetterSubject(namespace: string, service: string, subject: string): string {
  return `dlq.${assertEventNamespace(namespace)}.${service}.${subject}`;
}

/** Every dead letter of a namespace: what its dead-letter stream captures. */
export function deadLetterWildcard(namespace: string): string {
  return `dlq.${assertEventNamespace(namespace)}.>`;
}

/** The event subject of a wire subject, or undefined when it is outside the namespace. */
export function eventSubjectFromWire(namespace: string, wireSubject: string): string | undefined {
  const prefix = `${namespace}.`;
  return wireSubject.startsWith(prefix) ? wireSubject.slice(prefix.length) : undefined;
}

const SERVICE_PATTERN = /^[a-z][a-z0-9-]*$/;

/** `classes` + `payments.payment.completed.v1` → `classes__payments_payment_completed_v1`: one durable consumer per service and event. */
export function durableConsumerName(service: string, subject: string): string {
  if (!SERVICE_PATTERN.test(service)) throw new Error(`Invalid service name "${service}": use [a-z][a-z0-9-]*`);
  return `${service}__${subject.replace(/\./g, '_')}`;
}
