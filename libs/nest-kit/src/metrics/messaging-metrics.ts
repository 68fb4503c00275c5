import { Histogram, type Counter, type Registry } from 'prom-client';
import { counterOf, metricOf } from './metric-of.js';

const EVENT_OUTCOMES = ['applied', 'duplicate', 'retried', 'dead_lettered'] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];
export type RequestOutcome = 'ok' | 'timeout' | 'no_responders' | 'refused' | 'error';

/**
 * What a service's side of NATS does: events each durable consumer handled (and how), dead letters by reason, and
 * request-reply calls by outcome with their duration. The server's own view (pending, redelivered) comes from the
 * gateway's JetStream collector.
 */
export class MessagingMetrics {
  private readonly events: Counter<'consumer' | 'outcome'>;
  private readonly deadLetters: Counter<'consumer' | 'reason'>;
  private readonly requests: Counter<'subject' | 'outcome'>;
  private readonly requestSeconds: Histogram<'subject'>;

  constructor(registry: Registry) {
    this.events = counterOf(registry, {
      name: 'events_handled_total',
      help: 'Events a durable consumer took from JetStream, by outcome (applied, duplicate, retried, dead_lettered)',
      labelNames: ['consumer', 'outcome'],
    });
    this.deadLetters = counterOf(registry, {
      name: 'events_dead_lettered_total',
      help: "Events moved to the service's dead-letter stream, by consumer and reason",
      labelNames: ['consumer', 'reason'],
    });
    this.requests = counterOf(registry, {
      name: 'nats_requests_total',
      help: 'Request-reply calls to another service, by subject and outcome (ok, timeout, no_responders, refused, error)',
      labelNames: ['subject', 'outcome'],
    });
    this.requestSeconds = metricOf(
      registry,
      'nats_request_duration_seconds',
      () =>
        new Histogram({
          name: 'nats_request_duration_seconds',
          help: 'Time until another service answered a request-reply call, by subject',
          labelNames: ['subject'],
          buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
          registers: [registry],
        }),
    );
  }

  /** Makes a consumer's series exist at 0 from its start, so rates and alerts see it before its first event. */
  consumerStarted(consumer: string): void {
    for (const outcome of EVENT_OUTCOMES) this.events.inc({ consumer, outcome }, 0);
  }

  eventHandled(consumer: string, outcome: EventOutcome): void {
    this.events.inc({ consumer, outcome });
  }

  deadLettered(consumer: string, reason: string): void {
    this.deadLetters.inc({ consumer, reason });
  }

  requestEnded(subject: string, outcome: RequestOutcome, seconds: number): void {
    this.requests.inc({ subject, outcome });
    if (outcome === 'ok' || outcome === 'refused') this.requestSeconds.observe({ subject }, seconds);
  }
}
