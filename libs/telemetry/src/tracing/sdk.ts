import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';

/**
 * Starts the OpenTelemetry SDK: spans of HTTP (server and client), Fastify, pg and undici, exported over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it and the other OTEL_* settings, service.name from
 * OTEL_SERVICE_NAME). Propagation is W3C trace context, the SDK's default.
 */
export async function startTracing(): Promise<void> {
  // Only the modules an instrumentation asks for are wrapped by the loader hook; wrapping every module would cost
  // start-up time and break modules that rely on live bindings.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceNameOfProcess(),
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Probes and scrapes (health checks every few seconds, Prometheus on the metrics port) would each be a trace.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? '') }),
      // Nest and the gateway create their Fastify instance themselves: the instrumentation joins it as it initialises.
      // The request and its handler only: a span per lifecycle hook (cookies, multipart, the request log…) tripled
      // the spans of a request for nothing a trace is read for.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
}

const UNTRACED_PATHS = /^\/(health|metrics)(\/|\?|$)/;

/** A process started as `node dist/main.js` in services/payments is "payments". */
function serviceNameOfProcess(): string {
  return process.cwd().split(/[\\/]/).filter(Boolean).at(-1) ?? 'unknown';
}
