import { trace } from '@opentelemetry/api';

/** A collector that does not answer must not hold a stopping process past its orchestrator's grace period. */
const FLUSH_LIMIT_MS = 2000;

interface Flushable {
  forceFlush(): Promise<void>;
}

/**
 * Sends the spans still waiting in the SDK's batch (up to 5 s of them) before a process exits: a stopping process
 * calls `process.exit`, which would drop them, and the last seconds before a restart are the ones a trace is read for.
 * Without tracing (no OTLP endpoint) there is nothing to send.
 */
export async function flushTraces(limitMs = FLUSH_LIMIT_MS): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => Partial<Flushable> };
  const delegate = provider.getDelegate?.();
  if (typeof delegate?.forceFlush !== 'function') return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    delegate.forceFlush().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}
