// A stand-in for an OpenTelemetry collector that keeps nothing: takes OTLP/HTTP exports on 127.0.0.1, reads each
// body whole (as a collector would) and answers 200. Prints its address, then counts the spans' bytes it dropped when
// it is stopped. Started by bench/traced.mjs in a process of its own, so it does not share the load generator's CPU.
//   node bench/support/otlp-sink.mjs
import { createServer } from 'node:http';

let exports = 0;
let bytes = 0;
const server = createServer((request, response) => {
  request.on('data', (chunk) => (bytes += chunk.length));
  request.on('end', () => {
    exports++;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => {
  console.error(`otlp sink: ${exports} exports, ${(bytes / 1e6).toFixed(1)} MB dropped`);
  process.exit(0);
});
