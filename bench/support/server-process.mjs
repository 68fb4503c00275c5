// A benchmark's own server as a process of its own (its own event loop and CPU account, like a service), started with
// the services' V8 flags, told its data over IPC and telling back its URL.
import { spawn } from 'node:child_process';
import { SERVER_NODE_ARGS } from '../../tools/platform/platform.mjs';

/**
 * @param {string} script  a server that calls `reportListening(url)` once it listens
 * @param {{ env?: Record<string, string>, message?: unknown }} [options]  `message` reaches the server as `process.once('message')`
 * @returns {Promise<{ url: string, pid: number, stop: () => void }>}
 */
export async function startServerProcess(script, { env = {}, message } = {}) {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (message !== undefined) child.send(message);
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.on('message', (answer) => {
      if (answer?.listening) resolve(answer.listening);
    });
  });
  // The channel would keep this process alive, and the server needs nothing more from it.
  child.disconnect();
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** Called by the server once it listens. */
export function reportListening(url) {
  process.send({ listening: url });
}
