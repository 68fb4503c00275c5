// `npm run dev [app]`: the platform as in `npm start`, plus hot reload.
//   no app, or a front end (shell, mf-*): every front end runs on its Rsbuild dev server with HMR and the shell's dev
//     server (http://localhost:3200) is the page to open. All five run in development mode together, because a
//     development remote cannot share React with a production shell.
//   a service (identity, classes, payments, notifications, gateway): `tsc --watch` for it, and every service restarts
//     on rebuild.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { checkInfrastructure } from '../tools/platform/check-infra.mjs';
import { googleSignIn } from '../tools/platform/demo-google.mjs';
import { ROOT, startPlatform } from '../tools/platform/platform.mjs';

const SHELL_DEV_URL = 'http://localhost:3200';
const REMOTES = {
  'mf-catalog': { name: 'mf_catalog', port: 3201 },
  'mf-student': { name: 'mf_student', port: 3202 },
  'mf-instructor': { name: 'mf_instructor', port: 3203 },
  'mf-admin': { name: 'mf_admin', port: 3204 },
};
const SERVICE_DIRS = {
  identity: 'services/identity',
  classes: 'services/classes',
  payments: 'services/payments',
  notifications: 'services/notifications',
  gateway: 'services/gateway',
};
const app = process.argv[2] ?? 'shell';
const frontEnd = app === 'shell' || Boolean(REMOTES[app]);

if (!frontEnd && !SERVICE_DIRS[app]) {
  console.error(
    `Unknown app "${app}". Choose one of: shell, ${Object.keys(REMOTES).join(', ')}, ${Object.keys(SERVICE_DIRS).join(', ')}`,
  );
  process.exit(1);
}
const missing = await checkInfrastructure();
if (missing.length) {
  console.error(missing.join('\n'));
  process.exit(1);
}

execSync('npx nx run-many -t build', {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
});

const watchers = [];
// The tools' own binaries, not npx: a signal to npx does not reach the process it started.
const run = ([tool, ...args], cwd) =>
  watchers.push(
    spawn(path.join(ROOT, 'node_modules/.bin', tool), args, { cwd: path.join(ROOT, cwd), stdio: 'inherit' }),
  );

let gatewayEnv = {};
if (frontEnd) {
  for (const folder of ['shell', ...Object.keys(REMOTES)]) run(['rsbuild', 'dev'], folder);
  const devRemotes = Object.values(REMOTES).map((remote) => ({
    name: remote.name,
    entry: `http://localhost:${remote.port}/mf-manifest.json`,
  }));
  gatewayEnv = { REMOTES_JSON: JSON.stringify(devRemotes) };
} else {
  run(['tsc', '-p', 'tsconfig.app.json', '--watch', '--preserveWatchOutput'], SERVICE_DIRS[app]);
}

const google = await googleSignIn(process.env.PUBLIC_URL ?? (frontEnd ? SHELL_DEV_URL : 'http://localhost:3000'));
const serviceEnv = { identity: google.identityEnv };
const platform = await startPlatform({
  seed: true,
  logDir: path.join(ROOT, '.data/logs'),
  nodeArgs: ['--watch'],
  gatewayEnv,
  serviceEnv,
});
console.log(`\nClassHub (dev) is running at ${frontEnd ? SHELL_DEV_URL : platform.url}; service logs in .data/logs`);
console.log(`Login with Google: ${google.description}`);
console.log(`Mail catcher (every mail ClassHub sends): ${platform.mail.webUrl}`);

const shutdown = async () => {
  for (const watcher of watchers) watcher.kill('SIGTERM');
  await platform.stop();
  await google.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
