// `npm run remotes -- <command>`: moves a remote, rolls it forward or back, by rewriting the registry file the gateway
// watches (REMOTES_FILE). The gateway checks the file and keeps the previous list if it is wrong, so this tool only
// edits it and then asks the gateway what it serves now.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../platform/paths.mjs';

const USAGE = `Usage:
  npm run remotes -- list
  npm run remotes -- roll <name> <manifest URL> [--version <label>]   point <name> at another build (forward)
  npm run remotes -- back <name>                                      return <name> to the build it served before
Options: --file <registry file> (default: $REMOTES_FILE or .data/remotes.json)
         --gateway <URL>        (default: $PUBLIC_URL or http://127.0.0.1:3000) checked after a change`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    file: { type: 'string' },
    gateway: { type: 'string' },
    version: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const file = path.resolve(values.file ?? process.env.REMOTES_FILE ?? path.join(ROOT, '.data/remotes.json'));
const gateway = (values.gateway ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const [command, name, entry] = positionals;

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function readList() {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(
      `Cannot read the remotes registry ${file}: ${error.message}. The gateway creates it when it starts with REMOTES_FILE set.`,
    );
  }
}

function writeList(list) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(list, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

function findRemote(list, remoteName) {
  const remote = list.find((item) => item.name === remoteName);
  if (!remote)
    fail(`No remote named "${remoteName}" in ${file}; it lists ${list.map((item) => item.name).join(', ')}.`);
  return remote;
}

/** Waits until the gateway serves `remoteName` from `expected`, or says why it does not. */
async function confirm(remoteName, expected) {
  for (let tries = 0; tries < 20; tries += 1) {
    const served = await fetch(`${gateway}/remotes.json`, { cache: 'no-store' })
      .then((response) => response.json())
      .catch(() => undefined);
    const remote = served?.find?.((item) => item.name === remoteName);
    if (remote?.entry === expected) {
      console.log(
        `The gateway at ${gateway} now serves ${remoteName} from ${expected}; pages pick it up on their next load.`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.warn(
    `The gateway at ${gateway} does not serve ${remoteName} from ${expected} yet: is it running with REMOTES_FILE=${file}? Its log says why it refused a file.`,
  );
}

const describe = (remote) =>
  `${remote.name.padEnd(14)} ${remote.entry}${remote.version ? `  (${remote.version})` : ''}`;

if (values.help) {
  console.log(USAGE);
} else if (command === 'list') {
  for (const remote of readList()) {
    console.log(describe(remote));
    if (remote.previous)
      console.log(
        `${''.padEnd(14)} before: ${remote.previous.entry}${remote.previous.version ? `  (${remote.previous.version})` : ''}`,
      );
  }
} else if (command === 'roll') {
  if (!name || !entry) fail('roll needs a remote name and the URL of its mf-manifest.json.');
  if (!entry.startsWith('/') && !/^https?:\/\/[^/]/.test(entry))
    fail(`"${entry}" is neither a path starting with / nor an http(s) URL.`);
  const list = readList();
  const remote = findRemote(list, name);
  remote.previous = { entry: remote.entry, ...(remote.version ? { version: remote.version } : {}) };
  remote.entry = entry;
  if (values.version) remote.version = values.version;
  else delete remote.version;
  writeList(list);
  await confirm(name, entry);
} else if (command === 'back') {
  if (!name) fail('back needs a remote name.');
  const list = readList();
  const remote = findRemote(list, name);
  if (!remote.previous) fail(`${name} has no earlier build recorded in ${file}.`);
  const { previous } = remote;
  remote.previous = { entry: remote.entry, ...(remote.version ? { version: remote.version } : {}) };
  remote.entry = previous.entry;
  if (previous.version) remote.version = previous.version;
  else delete remote.version;
  writeList(list);
  await confirm(name, previous.entry);
} else {
  fail(command ? `Unknown command "${command}".` : 'No command given.');
}
