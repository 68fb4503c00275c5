import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import {
  activeTraceContext,
  runInSpan,
  storedCarrier,
  traceHeaders,
  traceLogFields,
  untraced,
  type HeaderCarrier,
} from './trace-context.js';

/** NATS's MsgHdrs in miniature: "" for a missing header. */
class Headers implements HeaderCarrier {
  readonly values = new Map<string, string>();
  get(key: string): string {
    return this.values.get(key) ?? '';
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
}

describe('trace context over messages', () => {
  const exporter = new InMemorySpanExporter();
  const contextManager = new AsyncLocalStorageContextManager();
  const tracer = () => trace.getTracer('spec');
  const ended = (name: string): ReadableSpan => {
    const span = exporter.getFinishedSpans().find((candidate) => candidate.name === name);
    if (!span) throw new Error(`no span ${name}`);
    return span;
  };

  beforeAll(() => {
    trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
    context.setGlobalContextManager(contextManager.enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  });
  afterAll(() => {
    trace.disable();
    context.disable();
    propagation.disable();
  });
  beforeEach(() => exporter.reset());

  it('carries a request from the asking span to the answering one through the headers', async () => {
    let sent: Headers | undefined;
    await tracer().startActiveSpan('checkout', async (root) => {
      await runInSpan({ name: 'request seats', kind: 'client', destination: 'x.seats' }, async () => {
        sent = traceHeaders(() => new Headers());
      });
      root.end();
    });
    // The answering side runs in its own loop, outside the asker's context.
    await context.with(context.active(), () =>
      runInSpan({ name: 'respond seats', kind: 'server', destination: 'x.seats', parent: sent }, async () => {}),
    );

    const client = ended('request seats');
    const server = ended('respond seats');
    expect(client.parentSpanContext?.spanId).toBe(ended('checkout').spanContext().spanId);
    expect(server.spanContext().traceId).toBe(client.spanContext().traceId);
    expect(server.parentSpanContext?.spanId).toBe(client.spanContext().spanId);
    expect(server.attributes).toMatchObject({ 'messaging.system': 'nats', 'messaging.destination.name': 'x.seats' });
  });

  it('continues a stored context (an outbox row) even from inside an untraced loop', async () => {
    let stored: ReturnType<typeof activeTraceContext> = null;
    await tracer().startActiveSpan('transaction', async (span) => {
      stored = activeTraceContext();
      span.end();
    });
    await untraced(() =>
      runInSpan({ name: 'publish paid', kind: 'producer', destination: 'x.paid', parent: storedCarrier(stored) }, () =>
        Promise.resolve(),
      ),
    );
    expect(ended('publish paid').parentSpanContext?.spanId).toBe(ended('transaction').spanContext().spanId);
  });

  it('stores and sends nothing, and starts no span, where nothing is traced', async () => {
    expect(activeTraceContext()).toBeNull();
    expect(traceHeaders(() => new Headers())).toBeUndefined();
    expect(traceLogFields()).toEqual({});
    await untraced(() => tracer().startActiveSpan('poll', async (span) => span.end()));
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('marks a span failed when its work throws, and rethrows', async () => {
    await expect(
      runInSpan({ name: 'process paid', kind: 'consumer', destination: 'x.paid' }, () =>
        Promise.reject(new Error('card declined')),
      ),
    ).rejects.toThrow('card declined');
    expect(ended('process paid').status.code).toBe(2);
  });

  it('names the active span in log fields', () => {
    tracer().startActiveSpan('logged', (span) => {
      expect(traceLogFields()).toEqual({ trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
      span.end();
    });
  });
});
