import {
  context,
  ROOT_CONTEXT,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';

/** What a message's headers need to carry a trace: NATS's MsgHdrs has both (and so has a plain wrapper of a record). */
export interface HeaderCarrier {
  get(key: string): string;
  set(key: string, value: string): void;
}

const headerSetter: TextMapSetter<HeaderCarrier> = { set: (carrier, key, value) => carrier.set(key, value) };
const headerGetter: TextMapGetter<HeaderCarrier | undefined> = {
  // NATS answers "" for a header it does not have; the propagator needs undefined to know it is absent.
  get: (carrier, key) => carrier?.get(key) || undefined,
  keys: () => [],
};

/** A stored trace context (the outbox keeps it with the row): the W3C headers as a record, or nothing if untraced. */
export type StoredTraceContext = Record<string, string>;

/**
 * The active trace context as headers to store, or null when no span is active (tracing off included), so an untraced
 * row costs nothing.
 */
export function activeTraceContext(): StoredTraceContext | null {
  if (!trace.getActiveSpan()) return null;
  const stored: StoredTraceContext = {};
  propagation.inject(context.active(), stored);
  return Object.keys(stored).length > 0 ? stored : null;
}

/**
 * New headers (made by `create`, e.g. NATS's `headers`) carrying the active span's context, for an outgoing message;
 * undefined when no span is active, so an untraced message is sent exactly as before.
 */
export function traceHeaders<C extends HeaderCarrier>(create: () => C): C | undefined {
  if (!trace.getActiveSpan()) return undefined;
  const carrier = create();
  propagation.inject(context.active(), carrier, headerSetter);
  return carrier;
}

/**
 * Names the active server span after the route that answers (`POST /api/payment`) and records the template as
 * `http.route`: the gateway answers API calls before Fastify routes them, so its HTTP span would be named only `POST`.
 * Nothing happens without an active span (tracing off).
 */
export function nameServerSpan(method: string, route: string): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/** Runs `work` with tracing suppressed: a background loop's queries (an outbox poll) would each start a trace of noise. */
export function untraced<T>(work: () => T): T {
  return context.with(suppressTracing(context.active()), work);
}

/** A carrier over a stored context, for `runInSpan`'s parent. */
export function storedCarrier(stored: StoredTraceContext | null | undefined): HeaderCarrier | undefined {
  if (!stored) return undefined;
  return { get: (key) => stored[key] ?? '', set: (key, value) => (stored[key] = value) };
}

export type MessagingSpanKind = 'client' | 'server' | 'producer' | 'consumer';

const KINDS: Record<MessagingSpanKind, SpanKind> = {
  client: SpanKind.CLIENT,
  server: SpanKind.SERVER,
  producer: SpanKind.PRODUCER,
  consumer: SpanKind.CONSUMER,
};

export interface MessagingSpan {
  /** e.g. "classes.seats.hold request" (OpenTelemetry's messaging convention: destination then operation). */
  name: string;
  kind: MessagingSpanKind;
  /** The subject the message travels on. */
  destination: string;
  /**
   * Where the caller's context comes from (a received message's headers or a stored context): the message's trace,
   * not whatever the receiving loop was doing. The active context when absent.
   */
  parent?: HeaderCarrier;
}

const tracer = () => trace.getTracer('@classhub/telemetry/nats');

/**
 * Runs `work` inside a messaging span (a child of `parent`'s context when given), ending it when the work settles and
 * marking it failed if the work throws. With tracing off the API's no-op tracer makes this a plain call.
 */
export async function runInSpan<T>(span: MessagingSpan, work: () => Promise<T>): Promise<T> {
  const parent = span.parent ? propagation.extract(ROOT_CONTEXT, span.parent, headerGetter) : context.active();
  return tracer().startActiveSpan(
    span.name,
    {
      kind: KINDS[span.kind],
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': span.destination },
    },
    parent,
    async (active) => {
      try {
        return await work();
      } catch (error) {
        active.recordException(error instanceof Error ? error : String(error));
        active.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        active.end();
      }
    },
  );
}

/** The active span's ids for a log line (a pino mixin), or nothing when no span is recording. */
export function traceLogFields(activeContext: Context = context.active()): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(activeContext);
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
