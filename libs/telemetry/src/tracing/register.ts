/**
 * Loaded before the application with `node --import @classhub/telemetry/register`: the SDK has to patch `node:http`
 * and pg before anything imports them, and an ESM application only lets a loader hook do that. Without an OTLP
 * endpoint nothing else is loaded, so tracing off costs one environment lookup.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./sdk.js');
  await startTracing();
}

export {};
