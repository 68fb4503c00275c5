import autocannon from 'autocannon';
import { gatewayClient } from '../../tools/platform/gateway-client.mjs';
const [gateway, target, seconds = '10', conns = '100'] = process.argv.slice(2);
const student = await gatewayClient(gateway).signIn('student1@classhub.test');
const path = `/selected/${encodeURIComponent(student.email)}`;
const url = target === 'gateway' ? `${gateway}/api${path}` : `${target}${path}`;
const r = await autocannon({ url, headers: { authorization: `Bearer ${student.token}` }, connections: Number(conns), duration: Number(seconds) });
console.log(url, Math.round(r.requests.average), 'req/s p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'errors', r.errors);
