// One load run of autocannon against one target, with the CPU time each server process involved used meanwhile.
import autocannon from 'autocannon';
import { cpuMicros } from './process-cpu.mjs';

/**
 * @param {{ url: string, headers?: Record<string, string>, processes: Array<[string, number | undefined]> }} target
 *   `processes`: name and pid of each server process that works for the target's answers (pid unknown: no CPU figure)
 * @param {{ connections: number, duration: number }} load
 * @returns req/s, p50 and p99 (ms), bytes per answer (headers included), and CPU µs per request of each process and
 *   of this one (the load generator)
 */
export async function measure({ url, headers, processes }, { connections, duration }) {
  const cpuNow = () => processes.map(([, pid]) => (pid ? cpuMicros(pid) : NaN));
  const before = cpuNow();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ url, headers, connections, duration });
  const after = cpuNow();
  const client = process.cpuUsage(clientBefore);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests of ${result.requests.total}`);
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / requests,
    cpu: Object.fromEntries(processes.map(([name], index) => [name, (after[index] - before[index]) / requests])),
    clientCpu: (client.user + client.system) / requests,
  };
}
