// Regenerates deploy/nats/nats-server.conf from MESSAGING (libs/contracts). Run after a service starts consuming,
// publishing or asking something new: `npm run nats:config -w deploy` (libs/contracts must be built).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { natsServerConfig } from './nats-config.mjs';

const target = fileURLToPath(new URL('./nats-server.conf', import.meta.url));
writeFileSync(target, natsServerConfig());
console.log(`wrote ${target}`);
