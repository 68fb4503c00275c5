import { afterEach, describe, expect, it } from '@jest/globals';
import { trace } from '@opentelemetry/api';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  InMemorySpanExporter,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { flushTraces } from './flush-traces.js';

/** A batch that would wait a minute before sending, as the SDK's does for its 5 s. */
function batchedInto(exporter: SpanExporter): void {
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 60_000 })] }),
  );
}

describe('flushTraces', () => {
  afterEach(() => trace.disable());

  it('sends the spans still batched, so a stopping process does not lose its last ones', async () => {
    const exporter = new InMemorySpanExporter();
    batchedInto(exporter);
    trace.getTracer('spec').startSpan('last request').end();
    expect(exporter.getFinishedSpans()).toEqual([]);

    await flushTraces();

    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['last request']);
  });

  it('gives up after its limit when the collector does not answer', async () => {
    // The exporter answers only when the test ends: the batch would wait for it 30 s, past this test's 1 s.
    const unanswered: Array<(result: ExportResult) => void> = [];
    const silent: SpanExporter = {
      export: (_spans: ReadableSpan[], done) => void unanswered.push(done),
      shutdown: async () => undefined,
    };
    batchedInto(silent);
    trace.getTracer('spec').startSpan('unsent').end();
    try {
      await flushTraces(50);
      expect(unanswered).toHaveLength(1);
    } finally {
      for (const done of unanswered) done({ code: ExportResultCode.SUCCESS });
    }
  }, 1000);

  it('does nothing without tracing', async () => {
    await expect(flushTraces()).resolves.toBeUndefined();
  });
});
