// Throughput and latency of the thin slice, GET /api/approvedclass, through the gateway and straight at the classes
// service, so the gateway's cost is visible. Needs a running platform (`npm start`); loopback only, 10 s per target.
//   node bench/approved-classes.mjs [gatewayUrl] [classesUrl]
import autocannon from 'autocannon';

const gateway = process.argv[2] ?? 'http://127.0.0.1:3000';
const classes = process.argv[3] ?? 'http://127.0.0.1:4102';
const targets = [
  ['gateway  /api/approvedclass', `${gateway}/api/approvedclass`],
  ['classes  /approvedclass', `${classes}/approvedclass`],
];

for (const [label, url] of targets) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//.test(url)) throw new Error(`Refusing a non-loopback target: ${url}`);
  const result = await autocannon({ url, connections: 20, duration: 10 });
  console.log(
    `${label.padEnd(30)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}
