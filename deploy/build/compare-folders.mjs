// Builds the front ends of the current commit in two folders at different depths and compares every file of their
// dist/ by hash: the same commit must give the same files wherever it is checked out, or every CI build hands
// browsers new file names for unchanged apps. Prints one line per app and exits 1 when any file differs.
//
//   npm run reproducible-build -w deploy      (about 8 minutes on 2 cores: two clones, two installs, two builds)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKSPACE = fileURLToPath(new URL('../..', import.meta.url));
const FRONT_ENDS = ['shell', 'mf-catalog', 'mf-student', 'mf-instructor', 'mf-admin'];
const LIBS = ['@classhub/contracts', '@classhub/ui', '@classhub/web-api', '@classhub/web-query'];

function run(command, args, cwd) {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}

function buildIn(folder) {
  mkdirSync(path.dirname(folder), { recursive: true });
  run('git', ['clone', '--quiet', WORKSPACE, folder], WORKSPACE);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], folder);
  run('npx', ['nx', 'run-many', '-t', 'build', '--skip-nx-cache', '-p', ...LIBS, ...FRONT_ENDS], folder);
}

/** Every file under `dir` (relative path → sha256). */
function hashes(dir) {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

const scratch = mkdtempSync(path.join(tmpdir(), 'classhub-builds-'));
try {
  const first = path.join(scratch, 'a', 'classhub');
  const second = path.join(scratch, 'b', 'somewhere', 'deeper', 'classhub');
  for (const folder of [first, second]) {
    console.log(`building in ${folder} …`);
    buildIn(folder);
  }
  let differing = 0;
  for (const app of FRONT_ENDS) {
    const [a, b] = [hashes(path.join(first, app, 'dist')), hashes(path.join(second, app, 'dist'))];
    const names = new Set([...a.keys(), ...b.keys()]);
    const changed = [...names].filter((name) => a.get(name) !== b.get(name));
    differing += changed.length;
    console.log(
      `${app.padEnd(14)} ${String(names.size).padStart(4)} files  ${changed.length === 0 ? 'identical' : `${changed.length} differ: ${changed.slice(0, 5).join(', ')}`}`,
    );
  }
  process.exitCode = differing === 0 ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
