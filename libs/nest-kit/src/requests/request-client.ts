import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  assertAsks,
  requestWireSubject,
  type ReplyData,
  type ReplyEnvelope,
  type RequestDefinition,
  type RequestInput,
} from '@classhub/contracts';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import { runInSpan, traceHeaders } from '@classhub/telemetry/tracing';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { MessagingMetrics, type RequestOutcome } from '../metrics/messaging-metrics.js';
import { NATS_CONNECTION } from '../nats/nats.tokens.js';

/** The service that should answer did not (down, slow or broken); callers turn it into a 503 naming the service. */
export class RequestFailedError extends Error {
  override readonly name = 'RequestFailedError';

  constructor(
    readonly service: string,
    readonly subject: string,
    reason: string,
  ) {
    super(`${subject}: ${reason}`);
  }
}

const DEFAULT_TIMEOUT_MS = 3000;

/**
 * Asks another service over core NATS (docs/architecture.md#messaging, request-reply), validating both the question and
 * the answer.
 */
@Injectable()
export class RequestClient {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Optional() private readonly metrics?: MessagingMetrics,
  ) {}

  async request<R extends RequestDefinition>(
    definition: R,
    data: RequestInput<R>,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<ReplyData<R>> {
    assertAsks(this.config.SERVICE_NAME, definition);
    const service = definition.subject.split('.')[0] ?? definition.subject;
    const payload = definition.request.parse(data);
    let envelope: ReplyEnvelope;
    const started = performance.now();
    const ended = (outcome: RequestOutcome) =>
      this.metrics?.requestEnded(definition.subject, outcome, (performance.now() - started) / 1000);
    try {
      const subject = requestWireSubject(this.config.NATS_NAMESPACE, definition.subject);
      // The answering service continues this trace from the request's headers (there is no NATS instrumentation).
      const message = await runInSpan(
        { name: `request ${definition.subject}`, kind: 'client', destination: subject },
        () => this.nc.request(subject, JSON.stringify(payload), { timeout: timeoutMs, headers: traceHeaders(headers) }),
      );
      envelope = message.json<ReplyEnvelope>();
    } catch (error) {
      ended(requestFailure(error));
      throw new RequestFailedError(service, definition.subject, error instanceof Error ? error.message : String(error));
    }
    if (!envelope.ok) {
      ended('refused');
      throw new RequestFailedError(service, definition.subject, envelope.error);
    }
    const reply = definition.reply.safeParse(envelope.data);
    if (!reply.success) {
      ended('error');
      throw new RequestFailedError(service, definition.subject, `malformed reply: ${reply.error.message}`);
    }
    ended('ok');
    return reply.data as ReplyData<R>;
  }
}

/** nats.js says why a request failed in its error's name or message: no subscriber at all, or none in time. */
function requestFailure(error: unknown): RequestOutcome {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/no ?responders/i.test(text)) return 'no_responders';
  if (/timeout/i.test(text)) return 'timeout';
  return 'error';
}
