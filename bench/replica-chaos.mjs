// The scaled platform under crashes, with figures (decision 0047). Starts a platform of its own (free ports, fresh
// databases, its own NATS namespace; the built output must exist: `npm run build`) with two copies of every service and
// of the gateway and a three-node NATS JetStream cluster, then runs a checkout rush (by default 3 waves of 100 students
// for 10 seats each, 300 for 30) while a copy of payments, a copy of classes and the NATS node leading the event stream
// are in turn killed with SIGKILL and brought back. Prints how long each failure stalled checkouts (the longest time no
// probe student's checkout finished), what the rush came to, and how long until every invariant held again.
// Loopback only; a few minutes a round. Exit code 1 when an invariant did not hold.
//   node bench/replica-chaos.mjs [rounds=1] [studentsPerWave=100]
import { startIsolatedPlatform } from '../tools/platform/isolated-platform.mjs';
import { runReplicaChaos } from '../tools/platform/replica-chaos.mjs';

const ROUNDS = Number(process.argv[2] ?? 1);
const STUDENTS_PER_WAVE = Number(process.argv[3] ?? 100);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 5) throw new Error('rounds must be an integer from 1 to 5');
if (!Number.isInteger(STUDENTS_PER_WAVE) || STUDENTS_PER_WAVE < 10 || STUDENTS_PER_WAVE > 500)
  throw new Error('studentsPerWave must be an integer from 10 to 500');

let failed = false;
for (let round = 1; round <= ROUNDS; round++) {
  const platform = await startIsolatedPlatform('replicas', {
    natsNodes: 3,
    replicas: { services: 2, gateway: 2 },
    // Eight service processes: pools of 5 keep them within a default PostgreSQL's 100 connections.
    env: { DB_POOL_SIZE: '5' },
  });
  try {
    console.log(
      `round ${round}: ${platform.gatewayUrls.length} gateways, NATS nodes ${platform.natsNodes.map((node) => node.name).join(', ')}`,
    );
    const result = await runReplicaChaos(platform, {
      studentsPerWave: STUDENTS_PER_WAVE,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(JSON.stringify(result.summary));
    if (!result.ok) {
      failed = true;
      console.log(`  problems: ${result.problems.join('; ')}`);
    }
  } finally {
    await platform.remove();
  }
}
process.exit(failed ? 1 : 0);
