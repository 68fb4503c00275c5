import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the OTLP/HTTP JSON exporter sends it, with the service that sent it. */
export interface ReceivedSpan {
  service: string;
  scope: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, string | number | boolean | undefined>;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface ExportTraceRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        name: string;
        kind: number;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

const valueOf = (value: AnyValue | undefined) =>
  value?.stringValue ??
  (value?.intValue === undefined ? undefined : Number(value.intValue)) ??
  value?.boolValue ??
  value?.doubleValue;

const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The spans of one export request, flattened. */
export function spansOf(payload: ExportTraceRequest): ReceivedSpan[] {
  return (payload.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        service,
        scope: scopeSpans.scope?.name ?? '',
        name: span.name,
        kind: span.kind,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT should be (the exporter adds /v1/traces). */
  url: string;
  spans: ReceivedSpan[];
  stop(): Promise<void>;
}

/**
 * A stand-in for an OpenTelemetry collector: takes OTLP/HTTP JSON exports on 127.0.0.1 and keeps their spans in
 * memory, so a test can read the trace a request left across the platform's processes.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      try {
        spans.push(...spansOf(JSON.parse(await bodyOf(request)) as ExportTraceRequest));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    stop: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
