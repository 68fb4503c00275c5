// Regenerates deploy/nats/nats-server.conf from MESSAGING (libs/contracts). Run after a service starts consuming,
// publishing or asking something new: `npm run nats:config -w deploy` (libs/contracts must be built).
import { copyFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { natsServerConfig } from './nats-config.mjs';

const target = fileURLToPath(new URL('./nats-server.conf', import.meta.url));
writeFileSync(target, natsServerConfig());
console.log(`wrote ${target}`);

// The Kubernetes nodes' ConfigMap holds the same two files: kustomize reads no file outside deploy/kubernetes/base.
const kubernetes = fileURLToPath(new URL('../kubernetes/base/nats/', import.meta.url));
copyFileSync(target, `${kubernetes}nats-server.conf`);
copyFileSync(fileURLToPath(new URL('./nats-cluster.conf', import.meta.url)), `${kubernetes}nats-cluster.conf`);
console.log(`copied both to ${kubernetes}`);
