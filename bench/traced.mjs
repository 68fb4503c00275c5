// Runs a benchmark with tracing on: every process of the platform it starts exports its spans over OTLP/HTTP (as
// OTEL_EXPORTER_OTLP_ENDPOINT makes @classhub/telemetry/register do) to a sink that reads and drops them
// (support/otlp-sink.mjs, a process of its own). Compare with the same benchmark run alone (docs/tracing.md).
//   node bench/traced.mjs baseline.mjs [the benchmark's own options]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [benchmark, ...rest] = process.argv.slice(2);
if (!benchmark) throw new Error('usage: node bench/traced.mjs <benchmark>.mjs [its options]');

const sink = spawn(process.execPath, [path.join(here, 'support/otlp-sink.mjs')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [url] = await once(createInterface({ input: sink.stdout }), 'line');
console.log(`tracing on: spans go to ${url} and are dropped`);
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = url;
// The benchmark reads its options from the command line, as if started alone.
process.argv = [process.argv[0], path.join(here, benchmark), ...rest];
try {
  await import(path.join(here, benchmark));
} finally {
  sink.kill('SIGTERM');
}
